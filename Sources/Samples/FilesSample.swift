// The files sample: FileManager copies and removes a real directory tree
// while DSL handlers veto some items.
import DelegateDSL
import Foundation

enum FilesSample {
  /// The tour: a demo tree, copied and removed with vetoes.
  static func runTour() throws {
    print("== Files: FileManager asks the handlers before each item ==")
    let root = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let project = root.appendingPathComponent("project")
    for file in ["README.md", "Sources/main.swift", "Sources/.DS_Store", "build/main.o", "notes.tmp"] {
      let url = project.appendingPathComponent(file)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("demo \(file)\n".utf8).write(to: url)
    }
    print("A demo project: \(listing(of: project).joined(separator: ", "))")
    try copyAndRemove(project, into: root, verbose: true)
  }

  /// `files <dir>`: the user's directory, copied into a temporary place and
  /// removed again; the directory itself is only read.
  static func run(directory path: String) throws {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw SampleError("no such directory: \(path)")
    }
    guard isDirectory.boolValue else { throw SampleError("\(path) is a file, not a directory") }
    print("== Files: copying \(path) to a temporary directory, without hidden, .tmp and build items ==")
    let root = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try copyAndRemove(URL(fileURLWithPath: path), into: root, verbose: false)
  }

  static func copyAndRemove(_ source: URL, into root: URL, verbose: Bool) throws {
    let files = FileManager()
    let copied = Locked(0)  // FileManager may call its delegate from any thread
    let skipped = Locked([String]())
    let copying = Delegate(for: FileManagerDelegate.self) {
      On(\.shouldCopyItem) { _, item, _ in
        let name = item.lastPathComponent
        let allowed = !name.hasPrefix(".") && item.pathExtension != "tmp" && name != "build"
        if allowed { copied.withLock { $0 += 1 } } else { skipped.withLock { $0.append(name) } }
        if verbose { print("  shouldCopyItem \(name) -> \(allowed)") }
        return allowed
      }
    }.install(on: files)
    let copy = root.appendingPathComponent("copy")
    do {
      try files.copyItem(at: source, to: copy)
    } catch {
      throw SampleError("copy failed: \((error as NSError).localizedDescription)")
    }
    copying.cancel()
    let reached = listing(of: copy)
    let (copiedCount, skippedNames) = (copied.current, skipped.current)
    print(
      "Copied \(copiedCount) item\(copiedCount == 1 ? "" : "s"), skipped \(skippedNames.count): \(summary(skippedNames))"
    )
    print("On disk: \(summary(reached))")

    let kept = Locked([String]())
    Delegate(for: FileManagerDelegate.self) {
      On(\.shouldRemoveItem) { _, item in
        let keep = item.lastPathComponent.lowercased().hasPrefix("readme")
        if keep { kept.withLock { $0.append(item.lastPathComponent) } }
        return !keep
      }
      // A directory that still holds a kept file cannot be removed: carry on.
      On(\.shouldProceedAfterErrorRemovingItem) { _, _, _ in true }
    }.install(on: files)
    try files.removeItem(at: copy)
    let keptNames = kept.current
    print(
      "Removed the copy, keeping \(keptNames.isEmpty ? "nothing" : summary(keptNames)); left: \(summary(listing(of: copy)))"
    )
  }

  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("DelegateDSLSamples-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func listing(of directory: URL) -> [String] {
    ((try? FileManager.default.subpathsOfDirectory(atPath: directory.path)) ?? []).sorted()
  }

  static func summary(_ items: [String]) -> String {
    if items.isEmpty { return "nothing" }
    let shown = items.prefix(6).joined(separator: ", ")
    return items.count > 6 ? "\(shown), … (\(items.count) in all)" : shown
  }
}
