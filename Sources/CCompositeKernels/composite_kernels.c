// See include/CCompositeKernels.h. Two pixels per step: the four taps widened to 16 bits, the
// vertical mix in 16 bits, the horizontal one with pmaddwd in 32 bits (>> 14 as pixman does),
// then the opacity and OVER in 16 bits with pixman's rounded division by 255.
#include "CCompositeKernels.h"
#include <string.h>

static const uint32_t zero_row[CK_ZERO_ROW_WORDS];

const uint32_t *ck_zero_row(void) { return zero_row; }

#if defined(__SSE2__)
#include <emmintrin.h>

/// x · a / 255 rounded, per 16-bit lane (pixman's MUL_UN8).
static inline __m128i mul_un8(__m128i x, __m128i a) {
    // (t + (t >> 8)) >> 8 equals (t · 257) >> 16 for every 16-bit t: one high multiply.
    __m128i t = _mm_add_epi16(_mm_mullo_epi16(x, a), _mm_set1_epi16(0x80));
    return _mm_mulhi_epu16(t, _mm_set1_epi16(0x101));
}

/// Source pixels s (two, 16-bit lanes) faded by `mask` and blended OVER two target pixels.
static inline __m128i over2(__m128i s, __m128i d, __m128i mask, int fade) {
    if (fade) s = mul_un8(s, mask);
    __m128i alpha = _mm_shufflehi_epi16(_mm_shufflelo_epi16(s, 0xff), 0xff);
    __m128i ia = _mm_xor_si128(alpha, _mm_set1_epi16(0xff));
    return _mm_add_epi16(mul_un8(d, ia), s);
}

/// The bilinear mix of one pixel from its top pair and bottom pair (8 bytes each).
static inline __m128i bilinear1(__m128i top, __m128i bottom, __m128i wy_top, __m128i wy_bottom, __m128i wx_pair) {
    const __m128i zero = _mm_setzero_si128();
    __m128i t = _mm_unpacklo_epi8(top, zero), b = _mm_unpacklo_epi8(bottom, zero);
    __m128i vertical = _mm_add_epi16(_mm_mullo_epi16(t, wy_top), _mm_mullo_epi16(b, wy_bottom));
    __m128i pairs = _mm_unpacklo_epi16(vertical, _mm_srli_si128(vertical, 8));
    return _mm_srli_epi32(_mm_madd_epi16(pairs, wx_pair), 14);
}

/// Blends two filtered pixels (16-bit lanes) into two target words, or stores them when `replace`.
static inline void put2(uint32_t *dst, __m128i s, __m128i mask, int fade, int replace) {
    if (replace) {
        _mm_storel_epi64((__m128i *)dst, _mm_packus_epi16(s, s));
        return;
    }
    __m128i d = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)dst), _mm_setzero_si128());
    _mm_storel_epi64((__m128i *)dst, _mm_packus_epi16(over2(s, d, mask, fade), s));
}

/// Blends one filtered pixel (32-bit lanes) into a target word, or stores it when `replace`.
static inline void store1(uint32_t *dst, __m128i p, __m128i mask, int fade, int replace) {
    __m128i s = _mm_packs_epi32(p, p);
    if (replace) {
        *dst = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(s, s));
        return;
    }
    __m128i d = _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)*dst), _mm_setzero_si128());
    *dst = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(over2(s, d, mask, fade), s));
}

static inline __m128i weight_pair(uint32_t w) {
    return _mm_set1_epi32((int)((w << 16) | (128 - w)));
}

/// Two filtered pixels from their taps: `top` holds [tl0 tl1 tr0 tr1] and `bottom` [bl0 bl1 br0 br1]
/// (bytes); `wy` the vertical weight of each pixel in its four 16-bit lanes; `wx0`, `wx1` the
/// horizontal (128 − wx, wx) pairs. Returns both pixels in 16-bit lanes.
static inline __m128i bilinear2(__m128i top, __m128i bottom, __m128i wy, __m128i wx0, __m128i wx1) {
    const __m128i zero = _mm_setzero_si128();
    __m128i tl = _mm_unpacklo_epi8(top, zero), tr = _mm_unpackhi_epi8(top, zero);
    __m128i bl = _mm_unpacklo_epi8(bottom, zero), br = _mm_unpackhi_epi8(bottom, zero);
    // t·(128 − wy) + b·wy as t·128 + (b − t)·wy: one multiply, and it fits 16 signed bits.
    __m128i left = _mm_add_epi16(_mm_slli_epi16(tl, 7), _mm_mullo_epi16(_mm_sub_epi16(bl, tl), wy));
    __m128i right = _mm_add_epi16(_mm_slli_epi16(tr, 7), _mm_mullo_epi16(_mm_sub_epi16(br, tr), wy));
    __m128i p0 = _mm_madd_epi16(_mm_unpacklo_epi16(left, right), wx0);
    __m128i p1 = _mm_madd_epi16(_mm_unpackhi_epi16(left, right), wx1);
    return _mm_packs_epi32(_mm_srli_epi32(p0, 14), _mm_srli_epi32(p1, 14));
}

/// Two filtered pixels: the 2×2 blocks at `p0` and `p1`, weighted by the 16.16 fixed-point
/// positions [u0 v0 u1 v1] in `uv` (shared by the affine and projective spans).
static inline __m128i sample2(const uint32_t *p0, const uint32_t *p1, intptr_t stride, __m128i uv) {
    __m128i w = _mm_and_si128(_mm_srli_epi32(uv, 9), _mm_set1_epi32(0x7f));
    __m128i wy = _mm_shufflehi_epi16(_mm_shufflelo_epi16(_mm_shuffle_epi32(w, 0xf5), 0xa0), 0xa0);
    __m128i wx = _mm_shuffle_epi32(w, 0xa0);
    __m128i pairs = _mm_add_epi32(_mm_slli_epi32(wx, 16), _mm_sub_epi32(_mm_set1_epi32(128), wx));
    __m128i top = _mm_unpacklo_epi32(_mm_loadl_epi64((const __m128i *)p0), _mm_loadl_epi64((const __m128i *)p1));
    __m128i bottom = _mm_unpacklo_epi32(_mm_loadl_epi64((const __m128i *)(p0 + stride)),
                                        _mm_loadl_epi64((const __m128i *)(p1 + stride)));
    return bilinear2(top, bottom, wy, _mm_shuffle_epi32(pairs, 0x00), _mm_shuffle_epi32(pairs, 0xaa));
}

#if defined(__x86_64__) || defined(__i386__)
static int has_avx2(void);
static int affine_span_avx2(const uint32_t *src, intptr_t stride, uint32_t *dst, int count,
                            int32_t u, int32_t v, int32_t du, int32_t dv, uint32_t mask);
static int has_avx512(void);
static int affine_span_avx512(const uint32_t *src, intptr_t stride, uint32_t *dst, int count,
                              int32_t u, int32_t v, int32_t du, int32_t dv, uint32_t mask);
#endif

void ck_affine_bilinear_span(const uint32_t *src, intptr_t stride, uint32_t *dst, int count,
                             int32_t u, int32_t v, int32_t du, int32_t dv, uint32_t mask) {
#if defined(__x86_64__) || defined(__i386__)
    if (count >= 8 && has_avx512()) {
        int done = affine_span_avx512(src, stride, dst, count, u, v, du, dv, mask);
        dst += done;
        count -= done;
        u += done * du;
        v += done * dv;
    }
    if (count >= 4 && has_avx2()) {
        int done = affine_span_avx2(src, stride, dst, count, u, v, du, dv, mask);
        dst += done;
        count -= done;
        u += done * du;
        v += done * dv;
    }
#endif
    const int replace = mask == CK_REPLACE;
    const __m128i m = _mm_set1_epi16((short)(replace ? 255 : mask));
    const int fade = mask < 255;
    // Positions of pixels i and i+1 as [u0 v0 u1 v1], stepped two pixels at a time.
    __m128i uv = _mm_set_epi32(v + dv, u + du, v, u);
    const __m128i step = _mm_set_epi32(2 * dv, 2 * du, 2 * dv, 2 * du);
    int i = 0;
    for (; i + 2 <= count; i += 2, u += 2 * du, v += 2 * dv) {
        const uint32_t *p0 = src + (intptr_t)(v >> 16) * stride + (u >> 16);
        const uint32_t *p1 = src + (intptr_t)((v + dv) >> 16) * stride + ((u + du) >> 16);
        __m128i s = sample2(p0, p1, stride, uv);
        uv = _mm_add_epi32(uv, step);
        put2(dst + i, s, m, fade, replace);
    }
    if (i < count) {
        const uint32_t *p = src + (intptr_t)(v >> 16) * stride + (u >> 16);
        uint32_t wx = ((uint32_t)u >> 9) & 0x7f, wy = ((uint32_t)v >> 9) & 0x7f;
        __m128i top = _mm_loadl_epi64((const __m128i *)p);
        __m128i bottom = _mm_loadl_epi64((const __m128i *)(p + stride));
        __m128i s = bilinear1(top, bottom, _mm_set1_epi16((short)(128 - wy)), _mm_set1_epi16((short)wy), weight_pair(wx));
        store1(dst + i, s, m, fade, replace);
    }
}

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#include <immintrin.h>

static int wide_allowed = 1, avx512_allowed = 1;

void ck_allow_wide_kernels(int allowed) { wide_allowed = allowed; }

void ck_allow_avx512_kernels(int allowed) { avx512_allowed = allowed; }

/// Whether AVX-512 with byte and word lanes may be used and the processor runs it (asked once).
static int has_avx512(void) {
    static int known = -1;
    if (!wide_allowed || !avx512_allowed) return 0;
    if (known < 0) known = __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl") ? 1 : 0;
    return known;
}

/// Whether the processor and the system run AVX2 (CPUID leaf 7 and the saved YMM state).
static int has_avx2(void) {
    static int known = -1;
    if (!wide_allowed) return 0;
    if (known >= 0) return known;
    unsigned a, b, c, d;
    int yes = 0;
    if (__get_cpuid(1, &a, &b, &c, &d) && (c & (1u << 27)) && (c & (1u << 28))) {
        unsigned lo, hi;
        __asm__("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
        if ((lo & 6) == 6 && __get_cpuid_count(7, 0, &a, &b, &c, &d)) yes = (b & (1u << 5)) != 0;
    }
    known = yes;
    return yes;
}

/// x · a / 255 rounded per 16-bit lane, eight pixels' worth (pixman's MUL_UN8).
__attribute__((target("avx2"))) static inline __m256i mul_un8_256(__m256i x, __m256i a) {
    __m256i t = _mm256_add_epi16(_mm256_mullo_epi16(x, a), _mm256_set1_epi16(0x80));
    return _mm256_mulhi_epu16(t, _mm256_set1_epi16(0x101));
}

/// x · a / 255 rounded per 16-bit lane, sixteen pixels' worth (pixman's MUL_UN8).
__attribute__((target("avx2,avx512f,avx512bw,avx512vl"))) static inline __m512i mul_un8_512(__m512i x, __m512i a) {
    __m512i t = _mm512_add_epi16(_mm512_mullo_epi16(x, a), _mm512_set1_epi16(0x80));
    return _mm512_mulhi_epu16(t, _mm512_set1_epi16(0x101));
}

/// Eight pixels of OVER (returned, not stored): at full opacity (`fade` 0) each pixel's
/// 255 − alpha is shuffled out of the inverted source bytes and the source added in 8 bits (with
/// saturation, as packing the 16-bit sum saturates), so only the target is widened; faded, the
/// source is widened and multiplied by `m` first. Pixman's arithmetic (MUL_UN8, saturating add).
__attribute__((target("avx2"), always_inline)) static inline __m256i over8(__m256i s, __m256i d, __m256i m, int fade) {
    const __m256i zero = _mm256_setzero_si256();
    if (!fade) {
        const __m256i alpha01 = _mm256_setr_epi8(3, -1, 3, -1, 3, -1, 3, -1, 7, -1, 7, -1, 7, -1, 7, -1,
                                                 3, -1, 3, -1, 3, -1, 3, -1, 7, -1, 7, -1, 7, -1, 7, -1);
        const __m256i alpha23 = _mm256_setr_epi8(11, -1, 11, -1, 11, -1, 11, -1, 15, -1, 15, -1, 15, -1, 15, -1,
                                                 11, -1, 11, -1, 11, -1, 11, -1, 15, -1, 15, -1, 15, -1, 15, -1);
        __m256i inverse = _mm256_xor_si256(s, _mm256_set1_epi8(-1));
        __m256i d01 = mul_un8_256(_mm256_unpacklo_epi8(d, zero), _mm256_shuffle_epi8(inverse, alpha01));
        __m256i d23 = mul_un8_256(_mm256_unpackhi_epi8(d, zero), _mm256_shuffle_epi8(inverse, alpha23));
        return _mm256_adds_epu8(_mm256_packus_epi16(d01, d23), s);
    }
    const __m256i round = _mm256_set1_epi16(0xff);
    __m256i s01 = mul_un8_256(_mm256_unpacklo_epi8(s, zero), m), s23 = mul_un8_256(_mm256_unpackhi_epi8(s, zero), m);
    __m256i a01 = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(s01, 0xff), 0xff);
    __m256i a23 = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(s23, 0xff), 0xff);
    __m256i o01 = _mm256_add_epi16(mul_un8_256(_mm256_unpacklo_epi8(d, zero), _mm256_xor_si256(a01, round)), s01);
    __m256i o23 = _mm256_add_epi16(mul_un8_256(_mm256_unpackhi_epi8(d, zero), _mm256_xor_si256(a23, round)), s23);
    return _mm256_packus_epi16(o01, o23);
}

/// Four pixels of OVER in 32-bit lanes, `over8`'s arithmetic on one 128-bit lane.
__attribute__((target("avx2"), always_inline)) static inline __m128i over4(__m128i s, __m128i d, __m128i m, int fade) {
    const __m128i zero = _mm_setzero_si128();
    if (!fade) {
        const __m128i alpha01 = _mm_setr_epi8(3, -1, 3, -1, 3, -1, 3, -1, 7, -1, 7, -1, 7, -1, 7, -1);
        const __m128i alpha23 = _mm_setr_epi8(11, -1, 11, -1, 11, -1, 11, -1, 15, -1, 15, -1, 15, -1, 15, -1);
        __m128i inverse = _mm_xor_si128(s, _mm_set1_epi8(-1));
        __m128i d01 = mul_un8(_mm_unpacklo_epi8(d, zero), _mm_shuffle_epi8(inverse, alpha01));
        __m128i d23 = mul_un8(_mm_unpackhi_epi8(d, zero), _mm_shuffle_epi8(inverse, alpha23));
        return _mm_adds_epu8(_mm_packus_epi16(d01, d23), s);
    }
    __m128i o01 = over2(_mm_unpacklo_epi8(s, zero), _mm_unpacklo_epi8(d, zero), m, 1);
    __m128i o23 = over2(_mm_unpackhi_epi8(s, zero), _mm_unpackhi_epi8(d, zero), m, 1);
    return _mm_packus_epi16(o01, o23);
}

/// The filtered pixels `s01` (pixels 0 1 | 4 5) and `s23` (2 3 | 6 7), in 16-bit lanes, faded by `m`
/// and blended OVER the eight target words `d`, or replacing them: what the SSE2 code does, a
/// 128-bit lane at a time, so the result is bit for bit the same.
__attribute__((target("avx2"), always_inline)) static inline __m256i translate_out8(__m256i s01, __m256i s23, __m256i d, __m256i m,
                                                                                 int fade, int replace) {
    if (replace) return _mm256_packus_epi16(s01, s23);
    // Unfaded, the whole-pixel OVER of the packed pixels: the same sums, fewer steps.
    if (!fade) return over8(_mm256_packus_epi16(s01, s23), d, m, 0);
    const __m256i zero = _mm256_setzero_si256(), round = _mm256_set1_epi16(0xff);
    s01 = mul_un8_256(s01, m);
    s23 = mul_un8_256(s23, m);
    __m256i a01 = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(s01, 0xff), 0xff);
    __m256i a23 = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(s23, 0xff), 0xff);
    __m256i o01 = _mm256_add_epi16(mul_un8_256(_mm256_unpacklo_epi8(d, zero), _mm256_xor_si256(a01, round)), s01);
    __m256i o23 = _mm256_add_epi16(mul_un8_256(_mm256_unpackhi_epi8(d, zero), _mm256_xor_si256(a23, round)), s23);
    return _mm256_packus_epi16(o01, o23);
}

/// Eight pixels of the translate loop with one weight non-zero, found (not stored): `kind` 1 only across (the
/// weight down is 0), 2 only down (the weight across is 0). The two-tap mix of bytes is one pmaddubsw with the byte
/// weights (128 − w, w) in `w2`, >> 7: the same number pixman's four taps give when the other weight is 0. Both
/// weights non-zero go column by column (`translate_columns_avx2`).
__attribute__((target("avx2"), always_inline)) static inline __m256i translate8(const uint32_t *top_row, const uint32_t *bottom_row,
                                                                             const uint32_t *dst, __m256i w2, __m256i m, int fade,
                                                                             int replace, int kind) {
    __m256i tl = _mm256_loadu_si256((const __m256i *)top_row);
    __m256i other = _mm256_loadu_si256((const __m256i *)(kind == 1 ? top_row + 1 : bottom_row));
    __m256i s01 = _mm256_srli_epi16(_mm256_maddubs_epi16(_mm256_unpacklo_epi8(tl, other), w2), 7);
    __m256i s23 = _mm256_srli_epi16(_mm256_maddubs_epi16(_mm256_unpackhi_epi8(tl, other), w2), 7);
    __m256i d = replace ? _mm256_setzero_si256() : _mm256_loadu_si256((const __m256i *)dst);
    return translate_out8(s01, s23, d, m, fade, replace);
}

/// One row of the translate span with one weight, `count` of at least 8: eight pixels a step, the row's last
/// eight found first (from the target as it is) and stored last, so the step overlapping them
/// writes the same values and no narrow tail is needed.
__attribute__((target("avx2"), always_inline)) static inline void translate_row_avx2(const uint32_t *top_row, const uint32_t *bottom_row,
                                                                                  uint32_t *dst, int count, __m256i w2, __m256i m,
                                                                                  int fade, int replace, int kind) {
    const int last = count - 8;
    __m256i tail = translate8(top_row + last, bottom_row + last, dst + last, w2, m, fade, replace, kind);
    for (int i = 0; i < last; i += 8) {
        _mm256_storeu_si256((__m256i *)(dst + i), translate8(top_row + i, bottom_row + i, dst + i, w2, m, fade, replace, kind));
    }
    _mm256_storeu_si256((__m256i *)(dst + last), tail);
}

/// The rows of the translate span with one weight, the fade, replace and axis cases fixed (constants where inlined).
__attribute__((target("avx2"), always_inline)) static inline void translate_rows_avx2(
    const uint32_t *top_row, intptr_t src_stride_words, const uint32_t *bottom_row, uint32_t *dst, intptr_t dst_stride_words,
    int rows, int count, uint32_t wx, uint32_t wy, uint32_t mask, int fade, int replace, int kind) {
    const __m256i m = _mm256_set1_epi16((short)(replace ? 255 : mask));
    // Byte weight pairs (128 − w, w) for pmaddubsw, which takes them signed: w is 1…127 wherever they are used.
    const uint32_t w = kind == 1 ? wx : wy;
    const __m256i w2 = _mm256_set1_epi16((short)((w << 8) | (128 - w)));
    for (int y = 0; y < rows; y++, top_row += src_stride_words, bottom_row += src_stride_words, dst += dst_stride_words) {
        translate_row_avx2(top_row, bottom_row, dst, count, w2, m, fade, replace, kind);
    }
}

/// Eight pixels of one source row mixed across, not narrowed: l·(128 − wx) + r·wx per channel (at most 255·128, so
/// pmaddubsw never saturates), pixels 0 1 | 4 5 in `a01` and 2 3 | 6 7 in `a23`, as the target's unpacked halves lie.
__attribute__((target("avx2"), always_inline)) static inline void across8(const uint32_t *row, __m256i wx2, __m256i *a01, __m256i *a23) {
    __m256i l = _mm256_loadu_si256((const __m256i *)row), r = _mm256_loadu_si256((const __m256i *)(row + 1));
    *a01 = _mm256_maddubs_epi16(_mm256_unpacklo_epi8(l, r), wx2);
    *a23 = _mm256_maddubs_epi16(_mm256_unpackhi_epi8(l, r), wx2);
}

/// Two rows' mixes across (`across8`) mixed down with pmaddwd (`wyp`), >> 14: the same sum of the four taps'
/// products as mixing down first (the arithmetic is exact until the shift), so the same bits.
__attribute__((target("avx2"), always_inline)) static inline __m256i down8(__m256i top, __m256i bottom, __m256i wyp) {
    __m256i p0 = _mm256_srli_epi32(_mm256_madd_epi16(_mm256_unpacklo_epi16(top, bottom), wyp), 14);
    __m256i p1 = _mm256_srli_epi32(_mm256_madd_epi16(_mm256_unpackhi_epi16(top, bottom), wyp), 14);
    return _mm256_packs_epi32(p0, p1);
}

/// A column of eight pixels over `rows` rows, both weights non-zero: each source row is mixed across once and
/// serves the two target rows it lies under, so a pixel costs one two-tap mix across and one down. Row y mixes the
/// row above (`top_row` for the first, the previous row's bottom after) with `bottom_row` + y·stride. `keep` selects
/// the words stored (all, or the last few of a row whose width is not a multiple of eight: the others were stored
/// by the column before, and reading them back blended would blend twice).
__attribute__((target("avx2"), always_inline)) static inline void translate_column_avx2(
    const uint32_t *top_row, const uint32_t *bottom_row, intptr_t src_stride_words, uint32_t *dst, intptr_t dst_stride_words,
    int rows, __m256i wx2, __m256i wyp, __m256i m, int fade, int replace, __m256i keep, int masked) {
    __m256i top01, top23;
    across8(top_row, wx2, &top01, &top23);
    for (int y = 0; y < rows; y++, dst += dst_stride_words, bottom_row += src_stride_words) {
        __m256i bottom01, bottom23;
        across8(bottom_row, wx2, &bottom01, &bottom23);
        __m256i d = replace ? _mm256_setzero_si256() : _mm256_loadu_si256((const __m256i *)dst);
        __m256i out = translate_out8(down8(top01, bottom01, wyp), down8(top23, bottom23, wyp), d, m, fade, replace);
        if (masked) _mm256_maskstore_epi32((int *)dst, keep, out);
        else _mm256_storeu_si256((__m256i *)dst, out);
        top01 = bottom01;
        top23 = bottom23;
    }
}

/// The translate span with both weights non-zero over `rows` rows of `count` (at least 8) pixels, column by column
/// of eight; a last partial column overlaps the one before and stores only its new words. Source row y + 1 is
/// `bottom_row` + y·stride, and also `top_row` + (y + 1)·stride when there is more than one row.
__attribute__((target("avx2"), always_inline)) static inline void translate_columns_avx2(
    const uint32_t *top_row, const uint32_t *bottom_row, intptr_t src_stride_words, uint32_t *dst, intptr_t dst_stride_words, int rows, int count,
    uint32_t wx, uint32_t wy, uint32_t mask, int fade, int replace) {
    const __m256i m = _mm256_set1_epi16((short)(replace ? 255 : mask));
    const __m256i wx2 = _mm256_set1_epi16((short)((wx << 8) | (128 - wx)));
    const __m256i wyp = _mm256_set1_epi32((int)((wy << 16) | (128 - wy)));
    const __m256i all = _mm256_set1_epi32(-1);
    int x = 0;
    for (; x + 8 <= count; x += 8) {
        translate_column_avx2(top_row + x, bottom_row + x, src_stride_words, dst + x, dst_stride_words, rows, wx2, wyp, m, fade, replace, all, 0);
    }
    if (x < count) {
        // Word i of the last eight is new when count − 8 + i ≥ x.
        const int first = x - (count - 8);
        const __m256i keep = _mm256_cmpgt_epi32(_mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), _mm256_set1_epi32(first - 1));
        translate_column_avx2(top_row + count - 8, bottom_row + count - 8, src_stride_words, dst + count - 8, dst_stride_words, rows, wx2, wyp, m, fade,
                              replace, keep, 1);
    }
}

__attribute__((target("avx2,avx512f,avx512bw,avx512vl"))) static void translate_both_avx512(
    const uint32_t *top_row, intptr_t src_stride_words, const uint32_t *bottom_row, uint32_t *dst, intptr_t dst_stride_words, int rows,
    int count, uint32_t wx, uint32_t wy, uint32_t mask);

/// The translate span over `rows` rows of at least 8 pixels with AVX2 (both weights over sixteen or more with
/// AVX-512 where the processor has it), each case in its own loop:
/// row y mixes `top_row` + y·stride with `bottom_row` + y·stride (one row, or `bottom_row` is `top_row` + stride).
__attribute__((target("avx2"))) static void translate_rect_avx2(const uint32_t *top_row, intptr_t src_stride_words,
                                                                const uint32_t *bottom_row, uint32_t *dst, intptr_t dst_stride_words,
                                                                int rows, int count, uint32_t wx, uint32_t wy, uint32_t mask) {
    const int kind = (wx != 0 ? 1 : 0) | (wy != 0 ? 2 : 0);
    if (kind == 3 && count >= 16 && has_avx512()) {
        translate_both_avx512(top_row, src_stride_words, bottom_row, dst, dst_stride_words, rows, count, wx, wy, mask);
        return;
    }
    if (mask == CK_REPLACE) {
        if (kind == 1) translate_rows_avx2(top_row, src_stride_words, bottom_row, dst, dst_stride_words, rows, count, wx, wy, mask, 0, 1, 1);
        else if (kind == 2) translate_rows_avx2(top_row, src_stride_words, bottom_row, dst, dst_stride_words, rows, count, wx, wy, mask, 0, 1, 2);
        else translate_columns_avx2(top_row, bottom_row, src_stride_words, dst, dst_stride_words, rows, count, wx, wy, mask, 0, 1);
    } else if (mask < 255) {
        if (kind == 1) translate_rows_avx2(top_row, src_stride_words, bottom_row, dst, dst_stride_words, rows, count, wx, wy, mask, 1, 0, 1);
        else if (kind == 2) translate_rows_avx2(top_row, src_stride_words, bottom_row, dst, dst_stride_words, rows, count, wx, wy, mask, 1, 0, 2);
        else translate_columns_avx2(top_row, bottom_row, src_stride_words, dst, dst_stride_words, rows, count, wx, wy, mask, 1, 0);
    } else {
        if (kind == 1) translate_rows_avx2(top_row, src_stride_words, bottom_row, dst, dst_stride_words, rows, count, wx, wy, mask, 0, 0, 1);
        else if (kind == 2) translate_rows_avx2(top_row, src_stride_words, bottom_row, dst, dst_stride_words, rows, count, wx, wy, mask, 0, 0, 2);
        else translate_columns_avx2(top_row, bottom_row, src_stride_words, dst, dst_stride_words, rows, count, wx, wy, mask, 0, 0);
    }
}

/// Four pixels of the affine span (16.16 positions `u`, `v`, already shifted half a pixel; the 2×2
/// blocks' top-left words at `p`), found and stored: the blocks loaded as pairs of words, then `bilinear2`'s arithmetic with each
/// pixel's weights spread over its half of a 256-bit lane pair (pixels 0 2 in one register, 1 3 in
/// the other), and `put2`'s OVER, so the pixels are bit for bit the SSE2 span's.
__attribute__((target("avx2"), always_inline)) static inline __m256i pairs4(const uint32_t *p0, const uint32_t *p1, const uint32_t *p2,
                                                                          const uint32_t *p3) {
    __m128i low = _mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)p0), _mm_loadl_epi64((const __m128i *)p1));
    __m128i high = _mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)p2), _mm_loadl_epi64((const __m128i *)p3));
    return _mm256_inserti128_si256(_mm256_castsi128_si256(low), high, 1);
}

__attribute__((target("avx2"), always_inline)) static inline void affine4(const uint32_t *const p[4], intptr_t stride,
                                                                       uint32_t *dst, __m128i u, __m128i v, __m256i m, int fade, int replace) {
    const __m256i zero = _mm256_setzero_si256();
    const __m256i even = _mm256_setr_epi32(0, 0, 0, 0, 2, 2, 2, 2), odd = _mm256_setr_epi32(1, 1, 1, 1, 3, 3, 3, 3);
    // Lane 0 holds pixels 0 1, lane 1 pixels 2 3: [left right] words of each (loads, not gathers: faster here).
    __m256i top = pairs4(p[0], p[1], p[2], p[3]);
    __m256i bottom = pairs4(p[0] + stride, p[1] + stride, p[2] + stride, p[3] + stride);
    __m128i wx = _mm_and_si128(_mm_srli_epi32(u, 9), _mm_set1_epi32(0x7f));
    __m128i wy = _mm_and_si128(_mm_srli_epi32(v, 9), _mm_set1_epi32(0x7f));
    __m256i wy16 = _mm256_castsi128_si256(_mm_or_si128(wy, _mm_slli_epi32(wy, 16)));
    __m256i wxp = _mm256_castsi128_si256(_mm_or_si128(_mm_slli_epi32(wx, 16), _mm_sub_epi32(_mm_set1_epi32(128), wx)));
    __m256i t02 = _mm256_unpacklo_epi8(top, zero), t13 = _mm256_unpackhi_epi8(top, zero);
    __m256i b02 = _mm256_unpacklo_epi8(bottom, zero), b13 = _mm256_unpackhi_epi8(bottom, zero);
    // t·(128 − wy) + b·wy as t·128 + (b − t)·wy, in 16 bits: [left right] of pixels 0 | 2 and 1 | 3.
    __m256i v02 = _mm256_add_epi16(_mm256_slli_epi16(t02, 7), _mm256_mullo_epi16(_mm256_sub_epi16(b02, t02), _mm256_permutevar8x32_epi32(wy16, even)));
    __m256i v13 = _mm256_add_epi16(_mm256_slli_epi16(t13, 7), _mm256_mullo_epi16(_mm256_sub_epi16(b13, t13), _mm256_permutevar8x32_epi32(wy16, odd)));
    __m256i p02 = _mm256_madd_epi16(_mm256_unpacklo_epi16(v02, _mm256_srli_si256(v02, 8)), _mm256_permutevar8x32_epi32(wxp, even));
    __m256i p13 = _mm256_madd_epi16(_mm256_unpacklo_epi16(v13, _mm256_srli_si256(v13, 8)), _mm256_permutevar8x32_epi32(wxp, odd));
    // Pixels 0 1 | 2 3 in 16-bit lanes.
    __m256i s = _mm256_packs_epi32(_mm256_srli_epi32(p02, 14), _mm256_srli_epi32(p13, 14)), out;
    if (replace) {
        out = _mm256_packus_epi16(s, s);
    } else {
        if (fade) s = mul_un8_256(s, m);
        __m256i d = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)dst));
        __m256i a = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(s, 0xff), 0xff);
        __m256i o = _mm256_add_epi16(mul_un8_256(d, _mm256_xor_si256(a, _mm256_set1_epi16(0xff))), s);
        out = _mm256_packus_epi16(o, o);
    }
    _mm_storeu_si128((__m128i *)dst, _mm256_castsi256_si128(_mm256_permute4x64_epi64(out, 0x08)));
}

/// The affine span's steps of four pixels with the fade and replace cases fixed (constants where inlined).
__attribute__((target("avx2"), always_inline)) static inline int affine_steps_avx2(const uint32_t *src, intptr_t stride, uint32_t *dst, int count,
                                                                                int32_t u, int32_t v, int32_t du, int32_t dv, uint32_t mask,
                                                                                int fade, int replace) {
    const __m256i m = _mm256_set1_epi16((short)(replace ? 255 : mask));
    const __m128i steps = _mm_setr_epi32(0, 1, 2, 3);
    __m128i us = _mm_add_epi32(_mm_set1_epi32(u), _mm_mullo_epi32(steps, _mm_set1_epi32(du)));
    __m128i vs = _mm_add_epi32(_mm_set1_epi32(v), _mm_mullo_epi32(steps, _mm_set1_epi32(dv)));
    const __m128i du4 = _mm_set1_epi32((int)((uint32_t)du * 4u)), dv4 = _mm_set1_epi32((int)((uint32_t)dv * 4u));
    uint32_t pu = (uint32_t)u, pv = (uint32_t)v;
    int i = 0;
    for (; i + 4 <= count; i += 4) {
        const uint32_t *p[4];
        for (int k = 0; k < 4; k++, pu += (uint32_t)du, pv += (uint32_t)dv) p[k] = src + (intptr_t)((int32_t)pv >> 16) * stride + ((int32_t)pu >> 16);
        affine4(p, stride, dst + i, us, vs, m, fade, replace);
        us = _mm_add_epi32(us, du4);
        vs = _mm_add_epi32(vs, dv4);
    }
    return i;
}

/// The affine span four pixels a step with AVX2; returns the pixels done (a multiple of 4), the
/// rest left to SSE2. Taps are all inside the source, whose words fit 32-bit gather indices.
__attribute__((target("avx2"))) static int affine_span_avx2(const uint32_t *src, intptr_t stride, uint32_t *dst, int count,
                                                            int32_t u, int32_t v, int32_t du, int32_t dv, uint32_t mask) {
    if (mask == CK_REPLACE) return affine_steps_avx2(src, stride, dst, count, u, v, du, dv, mask, 0, 1);
    if (mask < 255) return affine_steps_avx2(src, stride, dst, count, u, v, du, dv, mask, 1, 0);
    return affine_steps_avx2(src, stride, dst, count, u, v, du, dv, mask, 0, 0);
}

#define CK_AVX512 "avx2,avx512f,avx512bw,avx512vl"

/// Eight pixels of the affine span with AVX-512: `affine4`'s arithmetic on each 128-bit lane (lane j holds pixels
/// 2j and 2j+1), so the pixels are bit for bit the SSE2 span's. `index` holds each pixel's top-left tap (words from
/// `src`); the taps are gathered as [left right] pairs, the top row's and the bottom row's.
__attribute__((target(CK_AVX512), always_inline)) static inline void affine8(const uint32_t *src, intptr_t stride, __m256i index,
                                                                          uint32_t *dst, __m256i u, __m256i v, __m512i m, int fade, int replace) {
    const __m512i zero = _mm512_setzero_si512();
    const __m512i even = _mm512_setr_epi32(0, 0, 0, 0, 2, 2, 2, 2, 4, 4, 4, 4, 6, 6, 6, 6);
    const __m512i odd = _mm512_setr_epi32(1, 1, 1, 1, 3, 3, 3, 3, 5, 5, 5, 5, 7, 7, 7, 7);
    __m512i top = _mm512_i32gather_epi64(index, (const void *)src, 4);
    __m512i bottom = _mm512_i32gather_epi64(_mm256_add_epi32(index, _mm256_set1_epi32((int)stride)), (const void *)src, 4);
    __m256i wx = _mm256_and_si256(_mm256_srli_epi32(u, 9), _mm256_set1_epi32(0x7f));
    __m256i wy = _mm256_and_si256(_mm256_srli_epi32(v, 9), _mm256_set1_epi32(0x7f));
    __m512i wy16 = _mm512_castsi256_si512(_mm256_or_si256(wy, _mm256_slli_epi32(wy, 16)));
    __m512i wxp = _mm512_castsi256_si512(_mm256_or_si256(_mm256_slli_epi32(wx, 16), _mm256_sub_epi32(_mm256_set1_epi32(128), wx)));
    __m512i te = _mm512_unpacklo_epi8(top, zero), to = _mm512_unpackhi_epi8(top, zero);
    __m512i be = _mm512_unpacklo_epi8(bottom, zero), bo = _mm512_unpackhi_epi8(bottom, zero);
    __m512i ve = _mm512_add_epi16(_mm512_slli_epi16(te, 7), _mm512_mullo_epi16(_mm512_sub_epi16(be, te), _mm512_permutexvar_epi32(even, wy16)));
    __m512i vo = _mm512_add_epi16(_mm512_slli_epi16(to, 7), _mm512_mullo_epi16(_mm512_sub_epi16(bo, to), _mm512_permutexvar_epi32(odd, wy16)));
    __m512i pe = _mm512_madd_epi16(_mm512_unpacklo_epi16(ve, _mm512_bsrli_epi128(ve, 8)), _mm512_permutexvar_epi32(even, wxp));
    __m512i po = _mm512_madd_epi16(_mm512_unpacklo_epi16(vo, _mm512_bsrli_epi128(vo, 8)), _mm512_permutexvar_epi32(odd, wxp));
    // Lane j: pixels 2j 2j+1 in 16-bit lanes, as the target's eight words widened lie.
    __m512i s = _mm512_packs_epi32(_mm512_srli_epi32(pe, 14), _mm512_srli_epi32(po, 14));
    if (!replace) {
        if (fade) s = mul_un8_512(s, m);
        __m512i d = _mm512_cvtepu8_epi16(_mm256_loadu_si256((const __m256i *)dst));
        __m512i a = _mm512_shufflehi_epi16(_mm512_shufflelo_epi16(s, 0xff), 0xff);
        s = _mm512_add_epi16(mul_un8_512(d, _mm512_xor_si512(a, _mm512_set1_epi16(0xff))), s);
    }
    // Every lane is 0…510 here, so unsigned saturation gives packus's bytes.
    _mm256_storeu_si256((__m256i *)dst, _mm512_cvtusepi16_epi8(s));
}

/// The affine span's steps of eight pixels with the fade and replace cases fixed (constants where inlined).
__attribute__((target(CK_AVX512), always_inline)) static inline int affine_steps_avx512(const uint32_t *src, intptr_t stride, uint32_t *dst,
                                                                                     int count, int32_t u, int32_t v, int32_t du, int32_t dv,
                                                                                     uint32_t mask, int fade, int replace) {
    const __m512i m = _mm512_set1_epi16((short)(replace ? 255 : mask));
    const __m256i steps = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7), rowWords = _mm256_set1_epi32((int)stride);
    __m256i us = _mm256_add_epi32(_mm256_set1_epi32(u), _mm256_mullo_epi32(steps, _mm256_set1_epi32(du)));
    __m256i vs = _mm256_add_epi32(_mm256_set1_epi32(v), _mm256_mullo_epi32(steps, _mm256_set1_epi32(dv)));
    const __m256i du8 = _mm256_set1_epi32((int)((uint32_t)du * 8u)), dv8 = _mm256_set1_epi32((int)((uint32_t)dv * 8u));
    int i = 0;
    for (; i + 8 <= count; i += 8) {
        __m256i index = _mm256_add_epi32(_mm256_mullo_epi32(_mm256_srai_epi32(vs, 16), rowWords), _mm256_srai_epi32(us, 16));
        affine8(src, stride, index, dst + i, us, vs, m, fade, replace);
        us = _mm256_add_epi32(us, du8);
        vs = _mm256_add_epi32(vs, dv8);
    }
    return i;
}

/// The affine span eight pixels a step with AVX-512; returns the pixels done (a multiple of 8), the rest left to the
/// narrower spans. Taps are all inside the source, whose words fit 32-bit gather indices.
__attribute__((target(CK_AVX512))) static int affine_span_avx512(const uint32_t *src, intptr_t stride, uint32_t *dst, int count,
                                                                int32_t u, int32_t v, int32_t du, int32_t dv, uint32_t mask) {
    if (mask == CK_REPLACE) return affine_steps_avx512(src, stride, dst, count, u, v, du, dv, mask, 0, 1);
    if (mask < 255) return affine_steps_avx512(src, stride, dst, count, u, v, du, dv, mask, 1, 0);
    return affine_steps_avx512(src, stride, dst, count, u, v, du, dv, mask, 0, 0);
}

/// Sixteen pixels of unfaded OVER with AVX-512 (`over8`'s arithmetic on each 128-bit lane, so the same bits).
__attribute__((target(CK_AVX512), always_inline)) static inline __m512i over16(__m512i s, __m512i d) {
    const __m512i zero = _mm512_setzero_si512();
    const __m512i alpha01 = _mm512_broadcast_i32x4(_mm_setr_epi8(3, -1, 3, -1, 3, -1, 3, -1, 7, -1, 7, -1, 7, -1, 7, -1));
    const __m512i alpha23 = _mm512_broadcast_i32x4(_mm_setr_epi8(11, -1, 11, -1, 11, -1, 11, -1, 15, -1, 15, -1, 15, -1, 15, -1));
    __m512i inverse = _mm512_xor_si512(s, _mm512_set1_epi8(-1));
    __m512i d01 = mul_un8_512(_mm512_unpacklo_epi8(d, zero), _mm512_shuffle_epi8(inverse, alpha01));
    __m512i d23 = mul_un8_512(_mm512_unpackhi_epi8(d, zero), _mm512_shuffle_epi8(inverse, alpha23));
    return _mm512_adds_epu8(_mm512_packus_epi16(d01, d23), s);
}

/// `translate_out8` on sixteen pixels: `s01` holds pixels 0 1 of each 128-bit lane, `s23` pixels 2 3.
__attribute__((target(CK_AVX512), always_inline)) static inline __m512i translate_out16(__m512i s01, __m512i s23, __m512i d, __m512i m,
                                                                                    int fade, int replace) {
    if (replace) return _mm512_packus_epi16(s01, s23);
    if (!fade) return over16(_mm512_packus_epi16(s01, s23), d);
    const __m512i zero = _mm512_setzero_si512(), round = _mm512_set1_epi16(0xff);
    s01 = mul_un8_512(s01, m);
    s23 = mul_un8_512(s23, m);
    __m512i a01 = _mm512_shufflehi_epi16(_mm512_shufflelo_epi16(s01, 0xff), 0xff);
    __m512i a23 = _mm512_shufflehi_epi16(_mm512_shufflelo_epi16(s23, 0xff), 0xff);
    __m512i o01 = _mm512_add_epi16(mul_un8_512(_mm512_unpacklo_epi8(d, zero), _mm512_xor_si512(a01, round)), s01);
    __m512i o23 = _mm512_add_epi16(mul_un8_512(_mm512_unpackhi_epi8(d, zero), _mm512_xor_si512(a23, round)), s23);
    return _mm512_packus_epi16(o01, o23);
}

/// `across8` on sixteen pixels of one source row.
__attribute__((target(CK_AVX512), always_inline)) static inline void across16(const uint32_t *row, __m512i wx2, __m512i *a01, __m512i *a23) {
    __m512i l = _mm512_loadu_si512((const void *)row), r = _mm512_loadu_si512((const void *)(row + 1));
    *a01 = _mm512_maddubs_epi16(_mm512_unpacklo_epi8(l, r), wx2);
    *a23 = _mm512_maddubs_epi16(_mm512_unpackhi_epi8(l, r), wx2);
}

/// `down8` on sixteen pixels.
__attribute__((target(CK_AVX512), always_inline)) static inline __m512i down16(__m512i top, __m512i bottom, __m512i wyp) {
    __m512i p0 = _mm512_srli_epi32(_mm512_madd_epi16(_mm512_unpacklo_epi16(top, bottom), wyp), 14);
    __m512i p1 = _mm512_srli_epi32(_mm512_madd_epi16(_mm512_unpackhi_epi16(top, bottom), wyp), 14);
    return _mm512_packs_epi32(p0, p1);
}

/// `translate_column_avx2` sixteen pixels wide, storing the words `keep` selects.
__attribute__((target(CK_AVX512), always_inline)) static inline void translate_column_avx512(
    const uint32_t *top_row, const uint32_t *bottom_row, intptr_t src_stride_words, uint32_t *dst, intptr_t dst_stride_words,
    int rows, __m512i wx2, __m512i wyp, __m512i m, int fade, int replace, __mmask16 keep) {
    __m512i top01, top23;
    across16(top_row, wx2, &top01, &top23);
    for (int y = 0; y < rows; y++, dst += dst_stride_words, bottom_row += src_stride_words) {
        __m512i bottom01, bottom23;
        across16(bottom_row, wx2, &bottom01, &bottom23);
        __m512i d = replace ? _mm512_setzero_si512() : _mm512_loadu_si512((const void *)dst);
        __m512i out = translate_out16(down16(top01, bottom01, wyp), down16(top23, bottom23, wyp), d, m, fade, replace);
        _mm512_mask_storeu_epi32((void *)dst, keep, out);
        top01 = bottom01;
        top23 = bottom23;
    }
}

/// The translate span with both weights non-zero over `rows` rows of `count` (at least 16) pixels, column by column
/// of sixteen (a 64-pixel sprite at a fraction of a pixel is four columns and a last one for its 65th word, against
/// nine of eight with AVX2); the last partial column overlaps the one before and stores only its new words.
__attribute__((target(CK_AVX512), always_inline)) static inline void translate_columns_avx512(
    const uint32_t *top_row, const uint32_t *bottom_row, intptr_t src_stride_words, uint32_t *dst, intptr_t dst_stride_words, int rows, int count,
    uint32_t wx, uint32_t wy, uint32_t mask, int fade, int replace) {
    const __m512i m = _mm512_set1_epi16((short)(replace ? 255 : mask));
    const __m512i wx2 = _mm512_set1_epi16((short)((wx << 8) | (128 - wx)));
    const __m512i wyp = _mm512_set1_epi32((int)((wy << 16) | (128 - wy)));
    int x = 0;
    for (; x + 16 <= count; x += 16) {
        translate_column_avx512(top_row + x, bottom_row + x, src_stride_words, dst + x, dst_stride_words, rows, wx2, wyp, m, fade, replace,
                                (__mmask16)0xffff);
    }
    if (x < count) {
        // Word i of the last sixteen is new when count − 16 + i ≥ x.
        const int first = x - (count - 16);
        translate_column_avx512(top_row + count - 16, bottom_row + count - 16, src_stride_words, dst + count - 16, dst_stride_words, rows,
                                wx2, wyp, m, fade, replace, (__mmask16)(0xffffu << first));
    }
}

/// The translate rectangle with both weights non-zero and at least sixteen pixels a row, with AVX-512.
__attribute__((target(CK_AVX512))) static void translate_both_avx512(const uint32_t *top_row, intptr_t src_stride_words,
                                                                    const uint32_t *bottom_row, uint32_t *dst, intptr_t dst_stride_words,
                                                                    int rows, int count, uint32_t wx, uint32_t wy, uint32_t mask) {
    if (mask == CK_REPLACE) translate_columns_avx512(top_row, bottom_row, src_stride_words, dst, dst_stride_words, rows, count, wx, wy, mask, 0, 1);
    else if (mask < 255) translate_columns_avx512(top_row, bottom_row, src_stride_words, dst, dst_stride_words, rows, count, wx, wy, mask, 1, 0);
    else translate_columns_avx512(top_row, bottom_row, src_stride_words, dst, dst_stride_words, rows, count, wx, wy, mask, 0, 0);
}

/// One row of OVER, `count` of at least 8: eight pixels a step (sixteen while it can, half the
/// loop's bookkeeping), the row's last eight pixels found first, from the target as it is, and
/// stored last, so a step overlapping them writes the same values (no narrow tail: AMD
/// processors store through a lane mask slowly, and a two-pixel loop costs more per row).
__attribute__((target("avx2"), always_inline)) static inline void over_row_avx2(const uint32_t *src, uint32_t *dst, int count, __m256i m, int fade) {
    const int last = count - 8;
    __m256i tail = over8(_mm256_loadu_si256((const __m256i *)(src + last)), _mm256_loadu_si256((const __m256i *)(dst + last)), m, fade);
    int i = 0;
    for (; i + 16 <= last; i += 16) {
        __m256i a = over8(_mm256_loadu_si256((const __m256i *)(src + i)), _mm256_loadu_si256((const __m256i *)(dst + i)), m, fade);
        __m256i b = over8(_mm256_loadu_si256((const __m256i *)(src + i + 8)), _mm256_loadu_si256((const __m256i *)(dst + i + 8)), m, fade);
        _mm256_storeu_si256((__m256i *)(dst + i), a);
        _mm256_storeu_si256((__m256i *)(dst + i + 8), b);
    }
    for (; i < last; i += 8) {
        __m256i a = over8(_mm256_loadu_si256((const __m256i *)(src + i)), _mm256_loadu_si256((const __m256i *)(dst + i)), m, fade);
        _mm256_storeu_si256((__m256i *)(dst + i), a);
    }
    _mm256_storeu_si256((__m256i *)(dst + last), tail);
}

/// One row of OVER under eight pixels: two four-pixel (or two-pixel) steps overlapping, both
/// found before either is stored; one pixel alone.
__attribute__((target("avx2"), always_inline)) static inline void over_short_row(const uint32_t *src, uint32_t *dst, int count, __m128i m, int fade) {
    if (count >= 4) {
        const int last = count - 4;
        __m128i head = over4(_mm_loadu_si128((const __m128i *)src), _mm_loadu_si128((const __m128i *)dst), m, fade);
        __m128i tail = over4(_mm_loadu_si128((const __m128i *)(src + last)), _mm_loadu_si128((const __m128i *)(dst + last)), m, fade);
        _mm_storeu_si128((__m128i *)dst, head);
        _mm_storeu_si128((__m128i *)(dst + last), tail);
    } else if (count >= 2) {
        const int last = count - 2;
        __m128i head = over4(_mm_loadl_epi64((const __m128i *)src), _mm_loadl_epi64((const __m128i *)dst), m, fade);
        __m128i tail = over4(_mm_loadl_epi64((const __m128i *)(src + last)), _mm_loadl_epi64((const __m128i *)(dst + last)), m, fade);
        _mm_storel_epi64((__m128i *)dst, head);
        _mm_storel_epi64((__m128i *)(dst + last), tail);
    } else {
        __m128i one = over4(_mm_cvtsi32_si128((int)*src), _mm_cvtsi32_si128((int)*dst), m, fade);
        *dst = (uint32_t)_mm_cvtsi128_si32(one);
    }
}

/// The rows of a whole-pixel OVER, at full opacity or faded (`fade` a constant where inlined).
__attribute__((target("avx2"), always_inline)) static inline void over_rows_avx2(const uint32_t *src, intptr_t src_stride_words, uint32_t *dst,
                                                                  intptr_t dst_stride_words, int rows, int count, uint32_t mask, int fade) {
    if (count >= 8) {
        const __m256i m = _mm256_set1_epi16((short)mask);
        for (int y = 0; y < rows; y++, src += src_stride_words, dst += dst_stride_words) over_row_avx2(src, dst, count, m, fade);
    } else {
        const __m128i m = _mm_set1_epi16((short)mask);
        for (int y = 0; y < rows; y++, src += src_stride_words, dst += dst_stride_words) over_short_row(src, dst, count, m, fade);
    }
}

/// The rows of a whole-pixel OVER with AVX2 (narrow rows with 128-bit steps).
__attribute__((target("avx2"))) static void over_rect_avx2(const uint32_t *src, intptr_t src_stride_words, uint32_t *dst,
                                                           intptr_t dst_stride_words, int rows, int count, uint32_t mask) {
    if (count <= 0) return;
    if (mask < 255) {
        over_rows_avx2(src, src_stride_words, dst, dst_stride_words, rows, count, mask, 1);
    } else {
        over_rows_avx2(src, src_stride_words, dst, dst_stride_words, rows, count, 255, 0);
    }
}
/// Rows of `word` with AVX2: 64 words a step, then eight, the row's last eight written by one overlapping store.
__attribute__((target("avx2"))) static void fill_rect_avx2(uint32_t *dst, intptr_t dst_stride_words, int rows, int count,
                                                           uint32_t word) {
    const __m256i w = _mm256_set1_epi32((int)word);
    for (int y = 0; y < rows; y++, dst += dst_stride_words) {
        int x = 0;
        for (; x + 64 <= count; x += 64) {
            for (int k = 0; k < 64; k += 8) _mm256_storeu_si256((__m256i *)(dst + x + k), w);
        }
        for (; x + 8 <= count; x += 8) _mm256_storeu_si256((__m256i *)(dst + x), w);
        if (x < count) _mm256_storeu_si256((__m256i *)(dst + count - 8), w);
    }
}
/// Rows of `word` with AVX-512: whole cache lines a store where the row allows, the row's ends through a lane mask.
__attribute__((target(CK_AVX512))) static void fill_rect_avx512(uint32_t *dst, intptr_t dst_stride_words, int rows, int count,
                                                               uint32_t word) {
    const __m512i w = _mm512_set1_epi32((int)word);
    for (int y = 0; y < rows; y++, dst += dst_stride_words) {
        // Up to the first 64-byte boundary, then aligned lines, then the rest.
        int head = (int)((16 - (((uintptr_t)dst >> 2) & 15)) & 15);
        if (head > count) head = count;
        if (head > 0) _mm512_mask_storeu_epi32((void *)dst, (__mmask16)((1u << head) - 1), w);
        int x = head;
        for (; x + 16 <= count; x += 16) _mm512_store_si512((void *)(dst + x), w);
        if (x < count) _mm512_mask_storeu_epi32((void *)(dst + x), (__mmask16)((1u << (count - x)) - 1), w);
    }
}
#else
void ck_allow_wide_kernels(int allowed) { (void)allowed; }
void ck_allow_avx512_kernels(int allowed) { (void)allowed; }
#endif

/// OVER of a span with SSE2, two pixels a step (the same arithmetic as the AVX2 span).
static void over_span_sse2(const uint32_t *src, uint32_t *dst, int count, uint32_t mask) {
    const int fade = mask < 255;
    const __m128i m = _mm_set1_epi16((short)mask), zero = _mm_setzero_si128();
    int i = 0;
    for (; i + 2 <= count; i += 2) {
        __m128i s = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)(src + i)), zero);
        __m128i d = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)(dst + i)), zero);
        __m128i o = over2(s, d, m, fade);
        _mm_storel_epi64((__m128i *)(dst + i), _mm_packus_epi16(o, o));
    }
    if (i < count) {
        __m128i s = _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)src[i]), zero);
        __m128i d = _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)dst[i]), zero);
        __m128i o = over2(s, d, m, fade);
        dst[i] = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(o, o));
    }
}


void ck_over_rect(const uint32_t *src, intptr_t src_stride_words, uint32_t *dst, intptr_t dst_stride_words,
                  int rows, int count, uint32_t mask) {
#if defined(__x86_64__) || defined(__i386__)
    if (has_avx2()) {
        over_rect_avx2(src, src_stride_words, dst, dst_stride_words, rows, count, mask);
        return;
    }
#endif
    for (int y = 0; y < rows; y++) over_span_sse2(src + y * src_stride_words, dst + y * dst_stride_words, count, mask);
}

void ck_translate_bilinear_span(const uint32_t *top_row, const uint32_t *bottom_row, uint32_t *dst, int count,
                                uint32_t wx, uint32_t wy, uint32_t mask) {
#if defined(__x86_64__) || defined(__i386__)
    if (count >= 8 && (wx | wy) != 0 && has_avx2()) {
        translate_rect_avx2(top_row, 0, bottom_row, dst, 0, 1, count, wx, wy, mask);
        return;
    }
#endif
    const int replace = mask == CK_REPLACE;
    const __m128i m = _mm_set1_epi16((short)(replace ? 255 : mask));
    const int fade = mask < 255;
    const __m128i wyt = _mm_set1_epi16((short)(128 - wy)), wyb = _mm_set1_epi16((short)wy);
    const __m128i wxp = weight_pair(wx);
    const __m128i zero = _mm_setzero_si128();
    int i = 0;
    for (; i + 4 <= count; i += 4) {
        // Pixels i…i+3 read words i…i+4 of both rows: left taps from word i on, right from i+1.
        __m128i tl = _mm_loadu_si128((const __m128i *)(top_row + i)), tr = _mm_loadu_si128((const __m128i *)(top_row + i + 1));
        __m128i bl = _mm_loadu_si128((const __m128i *)(bottom_row + i)), br = _mm_loadu_si128((const __m128i *)(bottom_row + i + 1));
        __m128i left01 = _mm_add_epi16(_mm_mullo_epi16(_mm_unpacklo_epi8(tl, zero), wyt), _mm_mullo_epi16(_mm_unpacklo_epi8(bl, zero), wyb));
        __m128i left23 = _mm_add_epi16(_mm_mullo_epi16(_mm_unpackhi_epi8(tl, zero), wyt), _mm_mullo_epi16(_mm_unpackhi_epi8(bl, zero), wyb));
        __m128i right01 = _mm_add_epi16(_mm_mullo_epi16(_mm_unpacklo_epi8(tr, zero), wyt), _mm_mullo_epi16(_mm_unpacklo_epi8(br, zero), wyb));
        __m128i right23 = _mm_add_epi16(_mm_mullo_epi16(_mm_unpackhi_epi8(tr, zero), wyt), _mm_mullo_epi16(_mm_unpackhi_epi8(br, zero), wyb));
        __m128i p0 = _mm_srli_epi32(_mm_madd_epi16(_mm_unpacklo_epi16(left01, right01), wxp), 14);
        __m128i p1 = _mm_srli_epi32(_mm_madd_epi16(_mm_unpackhi_epi16(left01, right01), wxp), 14);
        __m128i p2 = _mm_srli_epi32(_mm_madd_epi16(_mm_unpacklo_epi16(left23, right23), wxp), 14);
        __m128i p3 = _mm_srli_epi32(_mm_madd_epi16(_mm_unpackhi_epi16(left23, right23), wxp), 14);
        put2(dst + i, _mm_packs_epi32(p0, p1), m, fade, replace);
        put2(dst + i + 2, _mm_packs_epi32(p2, p3), m, fade, replace);
    }
    for (; i < count; i++) {
        __m128i top = _mm_loadl_epi64((const __m128i *)(top_row + i));
        __m128i bottom = _mm_loadl_epi64((const __m128i *)(bottom_row + i));
        store1(dst + i, bilinear1(top, bottom, wyt, wyb, wxp), m, fade, replace);
    }
}

/// A 16.16 position along one axis, clamped so both taps lie in 0…size−1.
static inline int32_t clamp_position(double t, int size) {
    double limit = (double)(size - 1) * 65536.0 - 1.0;
    double fixed = t * 65536.0;
    fixed = fixed < 0 ? 0 : fixed > limit ? limit : fixed;
    return (int32_t)fixed;
}

void ck_projective_bilinear_span(const uint32_t *src, intptr_t stride, int width, int height,
                                 uint32_t *dst, int count, double U, double V, double W,
                                 double dU, double dV, double dW, uint32_t mask) {
    const int replace = mask == CK_REPLACE;
    const __m128i m = _mm_set1_epi16((short)(replace ? 255 : mask));
    const int fade = mask < 255;
    // Pixels i and i+1 side by side in double lanes; positions clamped in 16.16 before truncating.
    __m128d us = _mm_set_pd(U + dU, U), vs = _mm_set_pd(V + dV, V), ws = _mm_set_pd(W + dW, W);
    const __m128d dus = _mm_set1_pd(2 * dU), dvs = _mm_set1_pd(2 * dV), dws = _mm_set1_pd(2 * dW);
    const __m128d one = _mm_set1_pd(65536.0), zero_d = _mm_setzero_pd();
    const __m128d ulimit = _mm_set1_pd((double)(width - 1) * 65536.0 - 1.0);
    const __m128d vlimit = _mm_set1_pd((double)(height - 1) * 65536.0 - 1.0);
    int i = 0;
    for (; i + 2 <= count; i += 2) {
        __m128d r = _mm_div_pd(one, ws);
        __m128i u = _mm_cvttpd_epi32(_mm_min_pd(_mm_max_pd(_mm_mul_pd(us, r), zero_d), ulimit));
        __m128i v = _mm_cvttpd_epi32(_mm_min_pd(_mm_max_pd(_mm_mul_pd(vs, r), zero_d), vlimit));
        us = _mm_add_pd(us, dus);
        vs = _mm_add_pd(vs, dvs);
        ws = _mm_add_pd(ws, dws);
        __m128i uv = _mm_unpacklo_epi32(u, v);
        int32_t position[4];
        _mm_storeu_si128((__m128i *)position, _mm_srai_epi32(uv, 16));
        const uint32_t *p0 = src + (intptr_t)position[1] * stride + position[0];
        const uint32_t *p1 = src + (intptr_t)position[3] * stride + position[2];
        __m128i s = sample2(p0, p1, stride, uv);
        put2(dst + i, s, m, fade, replace);
    }
    if (i < count) {
        double r = 1.0 / (W + i * dW);
        int32_t u = clamp_position((U + i * dU) * r, width), v = clamp_position((V + i * dV) * r, height);
        const uint32_t *p = src + (intptr_t)(v >> 16) * stride + (u >> 16);
        uint32_t wx = ((uint32_t)u >> 9) & 0x7f, wy = ((uint32_t)v >> 9) & 0x7f;
        __m128i top = _mm_loadl_epi64((const __m128i *)p);
        __m128i bottom = _mm_loadl_epi64((const __m128i *)(p + stride));
        __m128i s = bilinear1(top, bottom, _mm_set1_epi16((short)(128 - wy)), _mm_set1_epi16((short)wy), weight_pair(wx));
        store1(dst + i, s, m, fade, replace);
    }
}

/// The word at (x, y), or transparent outside the source.
static inline uint32_t tap(const uint32_t *src, intptr_t stride, int width, int height, int64_t x, int64_t y) {
    return (x >= 0 && x < width && y >= 0 && y < height) ? src[y * stride + x] : 0;
}

void ck_affine_bilinear_span_checked(const uint32_t *src, intptr_t stride, int width, int height,
                                     uint32_t *dst, int count, int64_t u, int64_t v, int64_t du, int64_t dv,
                                     uint32_t mask) {
    const int replace = mask == CK_REPLACE;
    const __m128i m = _mm_set1_epi16((short)(replace ? 255 : mask));
    const int fade = mask < 255;
    for (int i = 0; i < count; i++, u += du, v += dv) {
        int64_t x = u >> 16, y = v >> 16;
        uint32_t wx = (uint32_t)(u >> 9) & 0x7f, wy = (uint32_t)(v >> 9) & 0x7f;
        __m128i top = _mm_set_epi32(0, 0, (int)tap(src, stride, width, height, x + 1, y), (int)tap(src, stride, width, height, x, y));
        __m128i bottom = _mm_set_epi32(0, 0, (int)tap(src, stride, width, height, x + 1, y + 1),
                                       (int)tap(src, stride, width, height, x, y + 1));
        __m128i s = bilinear1(top, bottom, _mm_set1_epi16((short)(128 - wy)), _mm_set1_epi16((short)wy), weight_pair(wx));
        store1(dst + i, s, m, fade, replace);
    }
}

#else

void ck_allow_wide_kernels(int allowed) { (void)allowed; }
void ck_allow_avx512_kernels(int allowed) { (void)allowed; }

static inline uint32_t mul_un8(uint32_t x, uint32_t a) {
    uint32_t t = x * a + 0x80;
    return (t + (t >> 8)) >> 8;
}

static uint32_t bilinear(const uint32_t *p, intptr_t stride, uint32_t wx, uint32_t wy) {
    uint32_t result = 0;
    for (int shift = 0; shift < 32; shift += 8) {
        uint32_t tl = (p[0] >> shift) & 0xff, tr = (p[1] >> shift) & 0xff;
        uint32_t bl = (p[stride] >> shift) & 0xff, br = (p[stride + 1] >> shift) & 0xff;
        uint32_t c = (tl * (128 - wx) * (128 - wy) + tr * wx * (128 - wy) + bl * (128 - wx) * wy + br * wx * wy) >> 14;
        result |= c << shift;
    }
    return result;
}

static void blend(uint32_t *dst, uint32_t s, uint32_t mask) {
    if (mask == CK_REPLACE) {
        *dst = s;
        return;
    }
    uint32_t ia = 255 - mul_un8(s >> 24, mask), d = *dst, out = 0;
    for (int shift = 0; shift < 32; shift += 8) {
        uint32_t c = mul_un8((d >> shift) & 0xff, ia) + mul_un8((s >> shift) & 0xff, mask);
        out |= (c > 255 ? 255 : c) << shift;
    }
    *dst = out;
}

void ck_affine_bilinear_span(const uint32_t *src, intptr_t stride, uint32_t *dst, int count,
                             int32_t u, int32_t v, int32_t du, int32_t dv, uint32_t mask) {
    for (int i = 0; i < count; i++, u += du, v += dv) {
        const uint32_t *p = src + (intptr_t)(v >> 16) * stride + (u >> 16);
        blend(dst + i, bilinear(p, stride, ((uint32_t)u >> 9) & 0x7f, ((uint32_t)v >> 9) & 0x7f), mask);
    }
}

void ck_translate_bilinear_span(const uint32_t *top_row, const uint32_t *bottom_row, uint32_t *dst, int count,
                                uint32_t wx, uint32_t wy, uint32_t mask) {
    for (int i = 0; i < count; i++) {
        uint32_t result = 0;
        for (int shift = 0; shift < 32; shift += 8) {
            uint32_t tl = (top_row[i] >> shift) & 0xff, tr = (top_row[i + 1] >> shift) & 0xff;
            uint32_t bl = (bottom_row[i] >> shift) & 0xff, br = (bottom_row[i + 1] >> shift) & 0xff;
            result |= ((tl * (128 - wx) * (128 - wy) + tr * wx * (128 - wy) + bl * (128 - wx) * wy + br * wx * wy) >> 14) << shift;
        }
        blend(dst + i, result, mask);
    }
}

void ck_projective_bilinear_span(const uint32_t *src, intptr_t stride, int width, int height,
                                 uint32_t *dst, int count, double U, double V, double W,
                                 double dU, double dV, double dW, uint32_t mask) {
    for (int i = 0; i < count; i++) {
        double r = 1.0 / (W + i * dW);
        double u = (U + i * dU) * r * 65536.0, v = (V + i * dV) * r * 65536.0;
        double ulimit = (double)(width - 1) * 65536.0 - 1.0, vlimit = (double)(height - 1) * 65536.0 - 1.0;
        int32_t x = (int32_t)(u < 0 ? 0 : u > ulimit ? ulimit : u), y = (int32_t)(v < 0 ? 0 : v > vlimit ? vlimit : v);
        const uint32_t *p = src + (intptr_t)(y >> 16) * stride + (x >> 16);
        blend(dst + i, bilinear(p, stride, ((uint32_t)x >> 9) & 0x7f, ((uint32_t)y >> 9) & 0x7f), mask);
    }
}

void ck_affine_bilinear_span_checked(const uint32_t *src, intptr_t stride, int width, int height,
                                     uint32_t *dst, int count, int64_t u, int64_t v, int64_t du, int64_t dv,
                                     uint32_t mask) {
    for (int i = 0; i < count; i++, u += du, v += dv) {
        int64_t x = u >> 16, y = v >> 16;
        uint32_t taps[4];
        for (int k = 0; k < 4; k++) {
            int64_t tx = x + (k & 1), ty = y + (k >> 1);
            taps[k] = (tx >= 0 && tx < width && ty >= 0 && ty < height) ? src[ty * stride + tx] : 0;
        }
        uint32_t wx = (uint32_t)(u >> 9) & 0x7f, wy = (uint32_t)(v >> 9) & 0x7f, result = 0;
        for (int shift = 0; shift < 32; shift += 8) {
            uint32_t tl = (taps[0] >> shift) & 0xff, tr = (taps[1] >> shift) & 0xff;
            uint32_t bl = (taps[2] >> shift) & 0xff, br = (taps[3] >> shift) & 0xff;
            result |= ((tl * (128 - wx) * (128 - wy) + tr * wx * (128 - wy) + bl * (128 - wx) * wy + br * wx * wy) >> 14) << shift;
        }
        blend(dst + i, result, mask);
    }
}


void ck_over_rect(const uint32_t *src, intptr_t src_stride_words, uint32_t *dst, intptr_t dst_stride_words,
                  int rows, int count, uint32_t mask) {
    for (int y = 0; y < rows; y++) {
        for (int x = 0; x < count; x++) {
            uint32_t p = src[y * src_stride_words + x];
            if (mask < 255) {
                uint32_t faded = 0;
                for (int shift = 0; shift < 32; shift += 8) faded |= mul_un8((p >> shift) & 0xff, mask) << shift;
                p = faded;
            }
            blend(dst + y * dst_stride_words + x, p, 255);
        }
    }
}

#endif

void ck_translate_bilinear_rect(const uint32_t *src, intptr_t src_stride_words, uint32_t *dst, intptr_t dst_stride_words,
                                int rows, int count, uint32_t wx, uint32_t wy, uint32_t mask) {
#if defined(__SSE2__) && (defined(__x86_64__) || defined(__i386__))
    if (count >= 8 && (wx | wy) != 0 && has_avx2()) {
        translate_rect_avx2(src, src_stride_words, src + src_stride_words, dst, dst_stride_words, rows, count, wx, wy, mask);
        return;
    }
#endif
    for (int y = 0; y < rows; y++) {
        const uint32_t *top = src + y * src_stride_words;
        ck_translate_bilinear_span(top, top + src_stride_words, dst + y * dst_stride_words, count, wx, wy, mask);
    }
}

void ck_fill_rect(uint32_t *dst, intptr_t dst_stride_words, int rows, int count, uint32_t word) {
#if defined(__x86_64__) || defined(__i386__)
    if (count >= 16 && has_avx512()) {
        fill_rect_avx512(dst, dst_stride_words, rows, count, word);
        return;
    }
    if (count >= 8 && has_avx2()) {
        fill_rect_avx2(dst, dst_stride_words, rows, count, word);
        return;
    }
#endif
    for (int y = 0; y < rows; y++, dst += dst_stride_words) {
        for (int x = 0; x < count; x++) dst[x] = word;
    }
}

void ck_copy_rect(const uint32_t *src, intptr_t src_stride_words, uint32_t *dst, intptr_t dst_stride_words,
                  int rows, int count) {
    for (int y = 0; y < rows; y++) memcpy(dst + y * dst_stride_words, src + y * src_stride_words, (size_t)count * 4);
}
