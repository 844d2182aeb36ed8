#include "Reason.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

const char *pb_errno_reason(int error_number) {
    // The words a person expects for the failures that really happen; strerror for the rest.
    switch (error_number) {
    case ENOENT: return "no such file or directory";
    case EACCES: return "permission denied";
    case EPERM: return "operation not permitted";
    case ENOSPC: return "disk full";
    case EDQUOT: return "disk quota exceeded";
    case EROFS: return "read-only file system";
    case EISDIR: return "is a directory";
    case ENOTDIR: return "a path component is not a directory";
    case ENAMETOOLONG: return "file name too long";
    case EFBIG: return "file too large";
    case EIO: return "input/output error";
    default: return strerror(error_number);
    }
}

void pb_set_reason(char *buffer, size_t capacity, const char *format, ...) {
    if (capacity == 0) return;
    va_list args;
    va_start(args, format);
    vsnprintf(buffer, capacity, format, args);
    va_end(args);
    buffer[capacity - 1] = '\0';
}

void pb_failure_note(pb_failure *failure, const char *format, ...) {
    if (failure->failed) return;
    failure->failed = 1;
    va_list args;
    va_start(args, format);
    vsnprintf(failure->reason, sizeof failure->reason, format, args);
    va_end(args);
    failure->reason[sizeof failure->reason - 1] = '\0';
}
