/* Thin wrappers for calls Swift cannot reach on its own (memfd needs _GNU_SOURCE; Glibc's
 * module has no eventfd). */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sys/eventfd.h>
#include <sys/mman.h>
#include "CWaylandProtocols.h"

int cw_memfd_create(const char *name) {
  return memfd_create(name, MFD_CLOEXEC | MFD_ALLOW_SEALING);
}

int cw_seal_shrink(int fd) {
  return fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK);
}

int cw_errno(void) {
  return errno;
}

void cw_set_errno(int value) {
  errno = value;
}

int cw_eventfd(void) {
  return eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
}
