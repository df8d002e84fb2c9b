/* Thin wrappers for calls Swift cannot reach on its own (memfd and pipe2 need _GNU_SOURCE; Glibc's
 * module has no eventfd, malloc_trim or mallinfo2; fcntl is variadic). */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <malloc.h>
#include <sys/eventfd.h>
#include <sys/mman.h>
#include <unistd.h>
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

int cw_pipe_for_reading(int fds[2]) {
  if (pipe2(fds, O_CLOEXEC) != 0) return -1;
  return cw_set_nonblocking(fds[0]);
}

int cw_set_nonblocking(int fd) {
  int flags = fcntl(fd, F_GETFL);
  if (flags < 0) return -1;
  return fcntl(fd, F_SETFL, flags | O_NONBLOCK);
}

int cw_eventfd(void) {
  return eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
}

int cw_malloc_trim(void) {
  return malloc_trim(0);
}

size_t cw_malloc_free_bytes(void) {
  return mallinfo2().fordblks;
}
