// Test support: LeakSanitizer's suppressions, built into the test binary, so
// that `swift test --sanitize=address` passes as a user runs it, with no
// `LSAN_OPTIONS` (issue 28, item 1).
//
// LeakSanitizer asks the executable for default suppressions through a weak
// C function, `__lsan_default_suppressions`, which this defines; a build
// without the sanitizer never calls it. Every entry is a leak inside the
// toolchain's own libraries, reported with no DelegateDSL frame on the
// allocating stack (checked when each was added). The function runs while
// the sanitizer starts, before the Swift runtime does: it returns a static
// C string and touches nothing else.

@_cdecl("__lsan_default_suppressions")
func leakSanitizerDefaultSuppressions() -> UnsafePointer<CChar> {
  let suppressions: StaticString = """
    leak:libcurl.so
    leak:_CFErrorCreateFromXMLInterface
    leak:Foundation7ProcessC3run
    leak:libXCTest.so

    """
  // A string literal's code units are stored with a terminating NUL.
  return UnsafeRawPointer(suppressions.utf8Start).assumingMemoryBound(to: CChar.self)
}
