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

#endif
