// Test support: the sanitizer the library's objects were built with, so that
// a probe linked against them (`CorpusTests`) is built the same way.
//
// `swift test --sanitize=thread` (or `=address`) compiles every object with
// calls into the sanitizer's runtime, and only a link with `-sanitize=…`
// brings that runtime in: a probe linked without it fails with undefined
// `__tsan_…` symbols. The objects say how they were built, whatever the
// command line or scratch path: an instrumented object references its
// sanitizer's initialiser (`__tsan_init`, `__asan_init`) by name.

import Foundation

enum BuildSanitizer: Equatable {
  case none
  case thread
  case address

  /// The sanitizer the object files at `paths` were compiled with.
  static func of(objects paths: [String]) throws -> Self {
    let thread = Data("__tsan_init".utf8)
    let address = Data("__asan_init".utf8)
    for path in paths {
      let contents = try Data(contentsOf: URL(fileURLWithPath: path), options: .mappedIfSafe)
      if contents.range(of: thread) != nil { return .thread }
      if contents.range(of: address) != nil { return .address }
    }
    return .none
  }

  /// The `swiftc` arguments that compile and link code the same way.
  var swiftcArguments: [String] {
    switch self {
    case .none: []
    case .thread: ["-sanitize=thread"]
    case .address: ["-sanitize=address"]
    }
  }

  /// The compiler's warnings in a probe build's `standardError`. An
  /// AddressSanitizer link through gold adds its own line, "ld.gold: warning:
  /// Cannot export local symbol '__asan_report_load1_asm'", about the
  /// sanitizer's runtime, not the probe's code: it is left out.
  static func compilerWarnings(in standardError: String) -> [Substring] {
    standardError.split(separator: "\n").filter { $0.contains("warning:") && !$0.contains("ld.gold: warning:") }
  }
}
