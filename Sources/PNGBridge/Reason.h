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

#endif
