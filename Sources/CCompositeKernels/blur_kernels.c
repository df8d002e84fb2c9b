// Backdrop blur kernels (see include/blur_kernels.h): plain C loops the compiler vectorises; they run over a
// backdrop reduced several times in each direction, so only ck_box_reduce reads the full-size pixels.
#include "blur_kernels.h"

#include <math.h>
#include <stdlib.h>

void ck_box_reduce(const uint32_t *src, intptr_t src_stride_words, int width, int height, int factor,
                   uint32_t *dst, intptr_t dst_stride_words) {
    int out_w = (width + factor - 1) / factor, out_h = (height + factor - 1) / factor;
    uint32_t *sums = calloc((size_t)out_w * 4, sizeof(uint32_t));
    if (!sums) return;
    for (int oy = 0; oy < out_h; oy++) {
        int y0 = oy * factor, y1 = y0 + factor < height ? y0 + factor : height;
        for (int i = 0; i < out_w * 4; i++) sums[i] = 0;
        for (int y = y0; y < y1; y++) {
            const uint32_t *row = src + (intptr_t)y * src_stride_words;
            for (int ox = 0; ox < out_w; ox++) {
                int x0 = ox * factor, x1 = x0 + factor < width ? x0 + factor : width;
                uint32_t a = 0, r = 0, g = 0, b = 0;
                for (int x = x0; x < x1; x++) {
                    uint32_t p = row[x];
                    a += p >> 24; r += (p >> 16) & 0xff; g += (p >> 8) & 0xff; b += p & 0xff;
                }
                sums[ox * 4] += a; sums[ox * 4 + 1] += r; sums[ox * 4 + 2] += g; sums[ox * 4 + 3] += b;
            }
        }
        uint32_t *out = dst + (intptr_t)oy * dst_stride_words;
        for (int ox = 0; ox < out_w; ox++) {
            int x0 = ox * factor, x1 = x0 + factor < width ? x0 + factor : width;
            uint32_t n = (uint32_t)((x1 - x0) * (y1 - y0)), half = n / 2;
            uint32_t a = (sums[ox * 4] + half) / n, r = (sums[ox * 4 + 1] + half) / n;
            uint32_t g = (sums[ox * 4 + 2] + half) / n, b = (sums[ox * 4 + 3] + half) / n;
            out[ox] = a << 24 | r << 16 | g << 8 | b;
        }
    }
    free(sums);
}

/// One pass of the blur along rows (`step` 1) or columns (`step` a row's words), `count` lines of `length`.
static void blur_pass(const uint32_t *src, intptr_t src_line, intptr_t src_step, uint32_t *dst, intptr_t dst_line,
                      intptr_t dst_step, int count, int length, const uint32_t *weights, int radius) {
    for (int line = 0; line < count; line++) {
        const uint32_t *in = src + (intptr_t)line * src_line;
        uint32_t *out = dst + (intptr_t)line * dst_line;
        for (int i = 0; i < length; i++) {
            uint32_t a = 1u << 15, r = 1u << 15, g = 1u << 15, b = 1u << 15;
            for (int k = -radius; k <= radius; k++) {
                int j = i + k;
                j = j < 0 ? 0 : (j >= length ? length - 1 : j);
                uint32_t p = in[(intptr_t)j * src_step], w = weights[k + radius];
                a += (p >> 24) * w; r += ((p >> 16) & 0xff) * w; g += ((p >> 8) & 0xff) * w; b += (p & 0xff) * w;
            }
            out[(intptr_t)i * dst_step] = (a >> 16) << 24 | (r >> 16) << 16 | (g >> 16) << 8 | (b >> 16);
        }
    }
}

void ck_gaussian_blur(uint32_t *pixels, intptr_t stride_words, int width, int height, float sigma, uint32_t *scratch) {
    if (!(sigma > 0.05f) || width <= 0 || height <= 0) return;
    int radius = (int)ceilf(3 * sigma);
    if (radius > 64) radius = 64;
    uint32_t weights[129];
    double raw[129], total = 0;
    for (int k = -radius; k <= radius; k++) {
        raw[k + radius] = exp(-(double)(k * k) / (2.0 * sigma * sigma));
        total += raw[k + radius];
    }
    // Fixed point weights summing to exactly 65536, the remainder given to the middle tap.
    uint32_t sum = 0;
    for (int k = 0; k <= 2 * radius; k++) {
        weights[k] = (uint32_t)(raw[k] / total * 65536.0);
        sum += weights[k];
    }
    weights[radius] += 65536u - sum;
    // Rows into the scratch image, then its columns back into the pixels.
    blur_pass(pixels, stride_words, 1, scratch, width, 1, height, width, weights, radius);
    blur_pass(scratch, 1, width, pixels, 1, stride_words, width, height, weights, radius);
}

void ck_saturate_tint(uint32_t *pixels, intptr_t stride_words, int width, int height, float saturation,
                      uint32_t tint_a, uint32_t tint_r, uint32_t tint_g, uint32_t tint_b) {
    int saturates = saturation != 1.0f;
    // Rec. 709 luminance in 8.8 fixed point; the saturated channel is luma + s·(c − luma).
    int s = (int)lrintf(saturation * 256.0f);
    uint32_t keep = 255 - tint_a;
    for (int y = 0; y < height; y++) {
        uint32_t *row = pixels + (intptr_t)y * stride_words;
        for (int x = 0; x < width; x++) {
            uint32_t p = row[x];
            int a = (int)(p >> 24), r = (int)((p >> 16) & 0xff), g = (int)((p >> 8) & 0xff), b = (int)(p & 0xff);
            if (saturates) {
                int luma = (54 * r + 183 * g + 19 * b) >> 8;
                r = luma + ((s * (r - luma)) >> 8);
                g = luma + ((s * (g - luma)) >> 8);
                b = luma + ((s * (b - luma)) >> 8);
                r = r < 0 ? 0 : (r > a ? a : r);
                g = g < 0 ? 0 : (g > a ? a : g);
                b = b < 0 ? 0 : (b > a ? a : b);
            }
            // OVER: tint + pixel × (255 − tint alpha) / 255, rounded as pixman rounds.
            uint32_t t;
            t = (uint32_t)a * keep + 128; a = (int)(tint_a + ((t + (t >> 8)) >> 8));
            t = (uint32_t)r * keep + 128; r = (int)(tint_r + ((t + (t >> 8)) >> 8));
            t = (uint32_t)g * keep + 128; g = (int)(tint_g + ((t + (t >> 8)) >> 8));
            t = (uint32_t)b * keep + 128; b = (int)(tint_b + ((t + (t >> 8)) >> 8));
            row[x] = (uint32_t)(a > 255 ? 255 : a) << 24 | (uint32_t)(r > 255 ? 255 : r) << 16
                | (uint32_t)(g > 255 ? 255 : g) << 8 | (uint32_t)(b > 255 ? 255 : b);
        }
    }
}
