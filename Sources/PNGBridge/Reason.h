#ifndef PNG_BRIDGE_REASON_H
#define PNG_BRIDGE_REASON_H

#include <stddef.h>

/// Capacity of every reason buffer in this target.
#define PB_REASON_CAPACITY 200

/// A short lowercase reason for an errno value ("permission denied", "disk full", ...).
const char *pb_errno_reason(int error_number);

/// snprintf into a reason buffer, never overflowing and always NUL-terminated.
void pb_set_reason(char *buffer, size_t capacity, const char *format, ...)
    __attribute__((format(printf, 3, 4)));

/// The first failure of a read or a write, in words. Later failures are consequences of the
/// first (libpng's error after our read callback saw a short file, say), so only the first is kept.
typedef struct {
    int failed;
    char reason[PB_REASON_CAPACITY];
} pb_failure;

/// Records the reason (printf-style) unless a failure was recorded already.
void pb_failure_note(pb_failure *failure, const char *format, ...) __attribute__((format(printf, 2, 3)));

#endif
