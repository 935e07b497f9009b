// Test support: how much work a stress test does, scaled down when the tests
// run under a sanitizer.
//
// ThreadSanitizer and AddressSanitizer make this code 5 to 15 times slower;
// a stress test that takes 20 s in a plain debug build would take minutes,
// which says nothing more about the code. So `swift test --sanitize=thread`
// (or `=address`), run as is, with no environment variable, does a tenth of
// the rounds: still tens of thousands of interleavings, which is what the
// sanitizer needs to see. The sanitizer is detected at run time, by its
// runtime's entry point being present in the process (both sanitizers link
// their runtime into the test binary, and export it). Time limits on tests
// that wait for real I/O are raised likewise (`URLSessionAdapterTests`).
import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

enum StressScale {
  /// The sanitizer the tests run under, if any: "thread" or "address".
  static let sanitizer: String? = {
    #if os(Windows)
      return nil
    #else
      // `RTLD_DEFAULT` is not imported on every platform: `dlopen(nil)`
      // gives the same global scope.
      guard let process = dlopen(nil, RTLD_NOW) else { return nil }
      defer { dlclose(process) }
      if dlsym(process, "__tsan_init") != nil { return "thread" }
      if dlsym(process, "__asan_init") != nil { return "address" }
      return nil
    #endif
  }()

  /// The divisor applied to rounds under a sanitizer.
  static let sanitizerDivisor = 10

  /// `rounds`, or a tenth of it under a sanitizer; the environment variable
  /// `variable`, when set, decides instead.
  static func rounds(_ rounds: Int, overriddenBy variable: String? = nil) -> Int {
    if let variable, let text = ProcessInfo.processInfo.environment[variable], let value = Int(text) {
      return value
    }
    return sanitizer == nil ? rounds : max(1, rounds / sanitizerDivisor)
  }
}
