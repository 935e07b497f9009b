// The package's version, for the changelog and for code that must know which
// DelegateDSL it was built with (a bug report, a feature check). Kept equal
// to the newest released heading of CHANGELOG.md by a test. Not named
// `DelegateDSLVersion`: swift-symbolgraph-extract drops every symbol named
// with the module's name followed by `Version` (Xcode's generated
// `…VersionNumber` and `…VersionString`), so it would have no page.

/// The version of DelegateDSL a module was built with: the newest release
/// that `CHANGELOG.md` records, in semantic versioning.
///
/// Source-breaking changes are listed in `CHANGELOG.md` with how to migrate;
/// until 1.0.0, a minor version may break source as semantic versioning
/// allows for a 0.x release, and says so there.
///
/// ```swift
/// print("built with DelegateDSL \(DelegateDSLRelease.current)")  // "built with DelegateDSL 0.1.0"
/// if DelegateDSLRelease.current >= DelegateDSLRelease(major: 0, minor: 1, patch: 0) { … }
/// ```
public struct DelegateDSLRelease: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The major version: a change here may break source.
  ///
  /// ```swift
  /// DelegateDSLRelease.current.major  // 0
  /// ```
  public let major: Int
  /// The minor version: new API (and, before 1.0.0, changes the changelog lists as breaking).
  ///
  /// ```swift
  /// DelegateDSLRelease.current.minor  // 1
  /// ```
  public let minor: Int
  /// The patch version: fixes only.
  ///
  /// ```swift
  /// DelegateDSLRelease.current.patch  // 0
  /// ```
  public let patch: Int

  /// A version, to compare ``current`` with.
  ///
  /// ```swift
  /// let first = DelegateDSLRelease(major: 0, minor: 1, patch: 0)
  /// ```
  public init(major: Int, minor: Int, patch: Int) {
    self.major = major
    self.minor = minor
    self.patch = patch
  }

  /// The version this module was built from.
  ///
  /// ```swift
  /// DelegateDSLRelease.current.description  // "0.1.0"
  /// ```
  public static let current = DelegateDSLRelease(major: 0, minor: 1, patch: 0)

  /// `major.minor.patch`.
  ///
  /// ```swift
  /// "\(DelegateDSLRelease(major: 1, minor: 2, patch: 3))"  // "1.2.3"
  /// ```
  public var description: String { "\(major).\(minor).\(patch)" }

  /// Orders versions by major, then minor, then patch.
  ///
  /// ```swift
  /// DelegateDSLRelease(major: 0, minor: 9, patch: 0) < DelegateDSLRelease(major: 1, minor: 0, patch: 0)  // true
  /// ```
  public static func < (lhs: DelegateDSLRelease, rhs: DelegateDSLRelease) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
  }
}
