// A counting allocator for the memory figures (`HostMemory`): the
// executable defines malloc, free and the rest of the family, which take
// precedence over the C library's for the whole process (Swift runtime
// included), and counts every block through glibc's own entry points
// (`__libc_malloc`, …). A block counts for its usable size
// (`malloc_usable_size`): what the allocator really set aside for it, less
// its 8-byte chunk header. Linux with glibc only; elsewhere the counters
// stay at zero and `malloc_counter_available` says so.
#include "MallocCounter.h"

#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>
#include <malloc.h>
#include <stdatomic.h>
#include <stddef.h>
#include <string.h>

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void *__libc_memalign(size_t, size_t);
extern void __libc_free(void *);

static _Atomic int64_t live_blocks, live_bytes, allocations;

// Live blocks by usable size, in 8-byte steps up to `HISTOGRAM_LIMIT` bytes
// (larger blocks share the last entry).
#define HISTOGRAM_LIMIT 8192
static _Atomic int64_t live_by_size[HISTOGRAM_LIMIT / 8 + 1];

static size_t histogram_entry(size_t usable) {
  size_t entry = usable / 8;
  return entry > HISTOGRAM_LIMIT / 8 ? HISTOGRAM_LIMIT / 8 : entry;
}

static void *counted(void *block) {
  if (block) {
    size_t usable = malloc_usable_size(block);
    atomic_fetch_add_explicit(&live_blocks, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&live_bytes, (int64_t)usable, memory_order_relaxed);
    atomic_fetch_add_explicit(&live_by_size[histogram_entry(usable)], 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  }
  return block;
}

static void uncounted(void *block) {
  if (block) {
    size_t usable = malloc_usable_size(block);
    atomic_fetch_sub_explicit(&live_blocks, 1, memory_order_relaxed);
    atomic_fetch_sub_explicit(&live_bytes, (int64_t)usable, memory_order_relaxed);
    atomic_fetch_sub_explicit(&live_by_size[histogram_entry(usable)], 1, memory_order_relaxed);
  }
}

void *malloc(size_t size) { return counted(__libc_malloc(size)); }
void *calloc(size_t count, size_t size) { return counted(__libc_calloc(count, size)); }
void free(void *block) {
  uncounted(block);
  __libc_free(block);
}
void *realloc(void *block, size_t size) {
  if (!block) return malloc(size);
  if (size == 0) {
    free(block);
    return NULL;
  }
  size_t before = malloc_usable_size(block);
  void *moved = __libc_realloc(block, size);
  if (!moved) return NULL;
  size_t after = malloc_usable_size(moved);
  atomic_fetch_add_explicit(&live_bytes, (int64_t)after - (int64_t)before, memory_order_relaxed);
  atomic_fetch_sub_explicit(&live_by_size[histogram_entry(before)], 1, memory_order_relaxed);
  atomic_fetch_add_explicit(&live_by_size[histogram_entry(after)], 1, memory_order_relaxed);
  if (moved != block) atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
  return moved;
}
void *memalign(size_t alignment, size_t size) { return counted(__libc_memalign(alignment, size)); }
void *aligned_alloc(size_t alignment, size_t size) { return memalign(alignment, size); }
int posix_memalign(void **result, size_t alignment, size_t size) {
  void *block = memalign(alignment, size);
  if (!block) return ENOMEM;
  *result = block;
  return 0;
}

int malloc_counter_available(void) { return 1; }
int64_t malloc_counter_live_blocks(void) { return atomic_load(&live_blocks); }
int64_t malloc_counter_live_bytes(void) { return atomic_load(&live_bytes); }
int64_t malloc_counter_allocations(void) { return atomic_load(&allocations); }
int64_t malloc_counter_live_of_size(int64_t usable) {
  return usable < 0 ? 0 : atomic_load(&live_by_size[histogram_entry((size_t)usable)]);
}
#else
int malloc_counter_available(void) { return 0; }
int64_t malloc_counter_live_blocks(void) { return 0; }
int64_t malloc_counter_live_bytes(void) { return 0; }
int64_t malloc_counter_allocations(void) { return 0; }
int64_t malloc_counter_live_of_size(int64_t usable) { return 0; }
#endif
