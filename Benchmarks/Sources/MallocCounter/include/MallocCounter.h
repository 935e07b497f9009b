// Counts the heap blocks of the process (see MallocCounter.c).
#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

#include <stdint.h>

/// Whether the counting allocator is in place (glibc only).
int malloc_counter_available(void);
/// Blocks allocated and not freed yet.
int64_t malloc_counter_live_blocks(void);
/// The usable size (malloc_usable_size) of the live blocks, in bytes.
int64_t malloc_counter_live_bytes(void);
/// Allocations made since the process started (malloc, calloc, realloc to a
/// new block, aligned allocations).
int64_t malloc_counter_allocations(void);
/// Live blocks whose usable size is in `usable`'s 8-byte step (every block
/// of 8 KB or more counts in the last step).
int64_t malloc_counter_live_of_size(int64_t usable);

#endif
