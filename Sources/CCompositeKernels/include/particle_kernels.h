// Drawing particles: one textured quad at a time, its image multiplied by a colour, blended over the target or
// added to it.
#ifndef CCOMPOSITEKERNELS_PARTICLE_KERNELS_H
#define CCOMPOSITEKERNELS_PARTICLE_KERNELS_H

#include <stdint.h>

/// Draws a particle into the target rectangle [x0, x1)×[y0, y1) of `dst`: each target pixel samples, at the nearest
/// pixel, the `width`×`height` source at the 16.16 position (u, v) + (x - x0)·(dudx, dvdx) + (y - y0)·(dudy, dvdy)
/// (positions of pixel centres; those outside the source draw nothing), multiplies it channel by channel by the
/// factors `fa`, `fr`, `fg`, `fb` (0…256, premultiplied), and blends the result OVER the target, or adds it
/// (saturating) when `additive` is non-zero.
void ck_particle_nearest(uint32_t *dst, intptr_t dst_stride_words, int x0, int y0, int x1, int y1,
                         const uint32_t *src, intptr_t src_stride_words, int width, int height,
                         int64_t u, int64_t v, int64_t dudx, int64_t dvdx, int64_t dudy, int64_t dvdy,
                         uint32_t fa, uint32_t fr, uint32_t fg, uint32_t fb, int additive);

/// Draws a particle from a sprite already turned and sized (`ck_particle_nearest` drawn once into a cleared bitmap):
/// the `width`×`height` sprite's top-left pixel lands on target pixel (x, y); of each sprite row j only the pixels
/// [spans[2j], spans[2j+1]) are kept (the rest are transparent), pixel i of them at `sprite[rows[j] + i - spans[2j]]`
/// (rows packed one after another, or `rows[j] = j·stride + spans[2j]` for a whole bitmap), and of the target only
/// the clip [cx0, cx1)×[cy0, cy1), which the caller keeps inside the target. Each pixel is multiplied and blended as
/// `ck_particle_nearest` does.
void ck_particle_blit(uint32_t *dst, intptr_t dst_stride_words, int x, int y, int cx0, int cy0, int cx1, int cy1,
                      const uint32_t *sprite, const int32_t *rows, int width, int height, const int16_t *spans,
                      uint32_t fa, uint32_t fr, uint32_t fg, uint32_t fb, int additive);

/// A particle drawn from a turned sprite (as `ck_particle_blit` takes it); `pixels` NULL for one that is not.
typedef struct {
    const uint32_t *pixels;
    const int16_t *spans;
    const int32_t *rows;
    int32_t x, y, width, height;
    uint32_t fa, fr, fg, fb;
} ck_particle_sprite;

/// Draws the sprites `items[indices[k]]` for k from `first` on, in order, as `ck_particle_blit` does each, up to the
/// first item without pixels (to be sampled by the caller); returns its k, or `count` when every one was drawn.
int ck_particle_blit_list(uint32_t *dst, intptr_t dst_stride_words, int cx0, int cy0, int cx1, int cy1,
                          const ck_particle_sprite *items, const int32_t *indices, int first, int count, int additive);

/// Caps the instructions the particle kernels use — 3 AVX-512 (BW and VL) where the processor has it (the default),
/// 2 AVX2, 1 SSE2, 0 plain C — so tests can check that every level gives the same bits; returns the previous cap.
int ck_particle_kernel_level(int level);

#endif
