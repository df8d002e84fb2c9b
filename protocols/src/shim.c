/* Thin wrappers for calls Swift cannot reach on its own (memfd and pipe2 need _GNU_SOURCE; Glibc's
 * module has no eventfd, malloc_trim, mallinfo2 or dl_iterate_phdr; fcntl is variadic). */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <link.h>
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

struct drop_context {
  const uintptr_t *ranges;
  size_t count;
  uintptr_t page;
  size_t dropped;
};

static int drop_object_pages(struct dl_phdr_info *info, size_t size, void *data) {
  (void)size;
  struct drop_context *context = data;
  /* The segments are read before any is dropped: the program headers lie in the first one. */
  uintptr_t segments[2 * 16];
  int found = 0;
  for (int index = 0; index < info->dlpi_phnum && found < 16; index++) {
    const ElfW(Phdr) *header = &info->dlpi_phdr[index];
    if (header->p_type != PT_LOAD || (header->p_flags & PF_W) || header->p_memsz == 0) continue;
    segments[2 * found] = (info->dlpi_addr + header->p_vaddr) & ~(context->page - 1);
    segments[2 * found + 1] = (info->dlpi_addr + header->p_vaddr + header->p_memsz + context->page - 1) & ~(context->page - 1);
    found++;
  }
  for (int segment = 0; segment < found; segment++) {
    uintptr_t start = segments[2 * segment], end = segments[2 * segment + 1];
    for (size_t range = 0; range < context->count; range++) {
      uintptr_t low = context->ranges[2 * range], high = context->ranges[2 * range + 1];
      if (low < start) low = start;
      if (high > end) high = end;
      if (low >= high) continue;
      if (madvise((void *)low, high - low, MADV_DONTNEED) == 0) context->dropped += high - low;
    }
  }
  return 0;
}

size_t cw_drop_loaded_read_only_pages(const uintptr_t *ranges, size_t count) {
  struct drop_context context = {ranges, count, (uintptr_t)sysconf(_SC_PAGESIZE), 0};
  dl_iterate_phdr(drop_object_pages, &context);
  return context.dropped;
}
