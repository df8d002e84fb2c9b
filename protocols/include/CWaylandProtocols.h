/* The C side of the Wayland module: libwayland-client, the generated protocol glue, and
 * accessors for interface tables (Swift must not take their address itself: in release
 * builds that yields a temporary, see FIELD-NOTES.md). */
#ifndef CWAYLAND_PROTOCOLS_H
#define CWAYLAND_PROTOCOLS_H

#include <stddef.h>
#include <stdint.h>
#include <wayland-client.h>
#include <wayland-cursor.h>
#include "xdg-shell-client-protocol.h"
#include "xdg-decoration-unstable-v1-client-protocol.h"
#include "viewporter-client-protocol.h"
#include "presentation-time-client-protocol.h"
#include "fractional-scale-v1-client-protocol.h"
#include "wlr-virtual-pointer-unstable-v1-client-protocol.h"
#include "primary-selection-unstable-v1-client-protocol.h"
#include "text-input-unstable-v3-client-protocol.h"
#include "input-method-unstable-v2-client-protocol.h"
#include "pointer-gestures-unstable-v1-client-protocol.h"
#include "idle-inhibit-unstable-v1-client-protocol.h"

#define CW_INTERFACE(name) \
  static inline const struct wl_interface *cw_##name##_interface(void) { return &name##_interface; }

CW_INTERFACE(wl_compositor)
CW_INTERFACE(wl_shm)
CW_INTERFACE(wl_seat)
CW_INTERFACE(wl_output)
CW_INTERFACE(xdg_wm_base)
CW_INTERFACE(zxdg_decoration_manager_v1)
CW_INTERFACE(wp_viewporter)
CW_INTERFACE(wp_presentation)
CW_INTERFACE(wp_fractional_scale_manager_v1)
CW_INTERFACE(zwlr_virtual_pointer_manager_v1)
CW_INTERFACE(wl_data_device_manager)
CW_INTERFACE(zwp_primary_selection_device_manager_v1)
CW_INTERFACE(zwp_text_input_manager_v3)
CW_INTERFACE(zwp_input_method_manager_v2)
CW_INTERFACE(zwp_pointer_gestures_v1)
CW_INTERFACE(zwp_idle_inhibit_manager_v1)

#undef CW_INTERFACE

/* memfd_create(2) with MFD_CLOEXEC | MFD_ALLOW_SEALING; -1 and errno on failure. */
int cw_memfd_create(const char *name);

/* Seals a memfd against shrinking (F_SEAL_SHRINK), so the compositor's mapping stays valid. */
int cw_seal_shrink(int fd);

/* The errno value of the calling thread. */
int cw_errno(void);

/* Sets the calling thread's errno (libwayland leaves it untouched on some failures). */
void cw_set_errno(int value);

/* pipe2(2) with O_CLOEXEC; the read end also O_NONBLOCK. -1 and errno on failure. */
int cw_pipe_for_reading(int fds[2]);

/* Adds O_NONBLOCK to a file descriptor's status flags; -1 and errno on failure. */
int cw_set_nonblocking(int fd);

/* eventfd(2) with EFD_CLOEXEC | EFD_NONBLOCK: a counter another thread writes to wake a poll. */
int cw_eventfd(void);

/* malloc_trim(0): returns the heap pages the process has freed to the system (an idle window's). */
int cw_malloc_trim(void);

/* The bytes in the free chunks of every malloc arena (mallinfo2's fordblks): heap freed and kept, given back
 * or not; its growth tells when a trim is worth it. */
size_t cw_malloc_free_bytes(void);

/* Drops (MADV_DONTNEED) the resident pages of every loaded object's read-only segment (the program's and each
 * shared library's code and constants) that lie inside one of `count` ranges [ranges[2i], ranges[2i+1]), sorted and
 * apart: the caller's mappings that hold only the file's pages. Done while dl_iterate_phdr holds the dynamic
 * loader's lock, so no segment can be unloaded and its addresses reused meanwhile. Returns the bytes advised. */
size_t cw_drop_loaded_read_only_pages(const uintptr_t *ranges, size_t count);

#endif
