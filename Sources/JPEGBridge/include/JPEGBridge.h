#ifndef JPEG_BRIDGE_H
#define JPEG_BRIDGE_H

// A small C face over libjpeg(-turbo). libjpeg reports errors with longjmp, which Swift frames
// cannot survive, so every libjpeg call and every setjmp stays inside this target; Swift sees
// plain functions that return pixels, sizes or a short reason. Nothing is ever printed: libjpeg's
// default handlers write warnings to stderr, which would scribble over the curses screen.

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One decode in progress: the header (and EXIF orientation) is read and checked when it is
/// made, the pixels later, straight into a buffer the caller owns.
typedef struct jb_reader jb_reader;

/// Reads the header of a JPEG held in memory. `bytes` must stay valid until jb_reader_free.
/// Returns NULL only when out of memory; any other failure is reported by jb_reader_error.
/// Sizes over `max_side` a side or `max_pixels` in all are refused before anything is allocated.
jb_reader *jb_reader_open_memory(const uint8_t *bytes, size_t count, uint32_t max_side,
                                 uint64_t max_pixels);

/// NULL while all is well, else the reason (valid until jb_reader_free).
const char *jb_reader_error(const jb_reader *reader);

/// The picture's size as shown, after its EXIF orientation (width and height swap for the
/// orientations that turn it a quarter).
uint32_t jb_reader_width(const jb_reader *reader);
uint32_t jb_reader_height(const jb_reader *reader);

/// The EXIF orientation (1-8; 1 when there is none or it is unreadable).
int jb_reader_orientation(const jb_reader *reader);

/// Decodes every pixel as 8-bit RGBA (alpha 255), upright, into `dest`, which holds
/// width * height * 4 bytes. Returns 0 on success, -1 on failure (see jb_reader_error).
/// A truncated file or damaged entropy data is a failure, never a half-grey picture.
int jb_reader_decode_rgba(jb_reader *reader, uint8_t *dest);

/// Releases the reader and everything it holds, whatever state it is in. NULL is allowed.
void jb_reader_free(jb_reader *reader);

/// Decodes `bytes` start to end and throws the pixels away: the entry point for a sanitizer
/// fuzzer (LLVMFuzzerTestOneInput calls this). Returns 0 when the data decoded, -1 when it was
/// refused. Limits: 8192 px a side, 16 MP, so a fuzzer is not slowed by huge honest headers.
int jb_fuzz_decode(const uint8_t *bytes, size_t count);

#ifdef __cplusplus
}
#endif

#endif
