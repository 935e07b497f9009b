import DelegateDSL
import Foundation
import Testing

/// The version constant, the changelog and the README say the same version, and the license is there.
@Suite("Version, changelog and license")
struct VersionTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test func theChangelogsNewestReleaseIsTheVersionConstant() throws {
    let changelog = try String(contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let releases = changelog.split(separator: "\n").filter { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
    let newest = try #require(releases.first)
    #expect(newest.hasPrefix("## [\(DelegateDSLRelease.current)] - "))
    #expect(changelog.contains("## [Unreleased]"))
  }

  @Test func theReadmeNamesTheVersionAndTheLicense() throws {
    let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("The current version is \(DelegateDSLRelease.current)"))
    let license = try String(contentsOf: Self.root.appendingPathComponent("LICENSE.txt"), encoding: .utf8)
    #expect(license.contains("Apache License") && license.contains("Runtime Library Exception"))
  }

  @Test func versionsOrderByMajorMinorPatch() {
    let first = DelegateDSLRelease(major: 0, minor: 1, patch: 0)
    #expect(first < DelegateDSLRelease(major: 0, minor: 1, patch: 1))
    #expect(DelegateDSLRelease(major: 0, minor: 9, patch: 9) < DelegateDSLRelease(major: 1, minor: 0, patch: 0))
    #expect(DelegateDSLRelease.current >= first)
    #expect("\(DelegateDSLRelease(major: 1, minor: 2, patch: 3))" == "1.2.3")
  }
}
