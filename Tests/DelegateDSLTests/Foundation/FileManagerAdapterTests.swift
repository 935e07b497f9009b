#if canImport(Foundation) && !canImport(ObjectiveC)
  import DelegateDSL
  import Foundation
  import Testing

  /// A hand-written delegate: on Linux it must implement all 16 methods.
  /// It records the URL calls (the ones Foundation makes) and vetoes items
  /// whose name is in `vetoed`.
  final class HandWrittenFileManagerDelegate: FileManagerDelegate, @unchecked Sendable {
    // `@unchecked Sendable`: used from the test's thread only.
    let log: SharedLog
    let root: URL
    var vetoed: Set<String> = []
    var proceed = false
    private(set) var pathCalls = 0

    init(log: SharedLog, root: URL) {
      self.log = log
      self.root = root
    }

    func relative(_ url: URL) -> String { String(url.path.dropFirst(root.path.count + 1)) }
    func allows(_ url: URL) -> Bool { !vetoed.contains(url.lastPathComponent) }

    func fileManager(_ fm: FileManager, shouldCopyItemAt srcURL: URL, to dstURL: URL) -> Bool {
      log.record("real copy \(relative(srcURL))")
      return allows(srcURL)
    }
    func fileManager(
      _ fm: FileManager, shouldProceedAfterError error: any Error, copyingItemAt srcURL: URL, to dstURL: URL
    ) -> Bool {
      log.record("real copy error \(relative(srcURL))")
      return proceed
    }
    func fileManager(_ fm: FileManager, shouldMoveItemAt srcURL: URL, to dstURL: URL) -> Bool {
      log.record("real move \(relative(srcURL))")
      return allows(srcURL)
    }
    func fileManager(
      _ fm: FileManager, shouldProceedAfterError error: any Error, movingItemAt srcURL: URL, to dstURL: URL
    ) -> Bool {
      log.record("real move error \(relative(srcURL))")
      return proceed
    }
    func fileManager(_ fm: FileManager, shouldLinkItemAt srcURL: URL, to dstURL: URL) -> Bool {
      log.record("real link \(relative(srcURL))")
      return allows(srcURL)
    }
    func fileManager(
      _ fm: FileManager, shouldProceedAfterError error: any Error, linkingItemAt srcURL: URL, to dstURL: URL
    ) -> Bool {
      log.record("real link error \(relative(srcURL))")
      return proceed
    }
    func fileManager(_ fm: FileManager, shouldRemoveItemAt url: URL) -> Bool {
      log.record("real remove \(relative(url))")
      return allows(url)
    }
    func fileManager(_ fm: FileManager, shouldProceedAfterError error: any Error, removingItemAt url: URL) -> Bool {
      log.record("real remove error \(relative(url))")
      return proceed
    }

    // The path variants: Linux Foundation never calls them; counted to prove it.
    func fileManager(_ fm: FileManager, shouldCopyItemAtPath srcPath: String, toPath dstPath: String) -> Bool {
      pathCalls += 1
      return true
    }
    func fileManager(
      _ fm: FileManager, shouldProceedAfterError error: any Error, copyingItemAtPath srcPath: String,
      toPath dstPath: String
    ) -> Bool {
      pathCalls += 1
      return false
    }
    func fileManager(_ fm: FileManager, shouldMoveItemAtPath srcPath: String, toPath dstPath: String) -> Bool {
      pathCalls += 1
      return true
    }
    func fileManager(
      _ fm: FileManager, shouldProceedAfterError error: any Error, movingItemAtPath srcPath: String,
      toPath dstPath: String
    ) -> Bool {
      pathCalls += 1
      return false
    }
    func fileManager(_ fm: FileManager, shouldLinkItemAtPath srcPath: String, toPath dstPath: String) -> Bool {
      pathCalls += 1
      return true
    }
    func fileManager(
      _ fm: FileManager, shouldProceedAfterError error: any Error, linkingItemAtPath srcPath: String,
      toPath dstPath: String
    ) -> Bool {
      pathCalls += 1
      return false
    }
    func fileManager(_ fm: FileManager, shouldRemoveItemAtPath path: String) -> Bool {
      pathCalls += 1
      return true
    }
    func fileManager(_ fm: FileManager, shouldProceedAfterError error: any Error, removingItemAtPath path: String)
      -> Bool
    {
      pathCalls += 1
      return false
    }
  }

  @Suite("FileManagerDelegate adapter, on a real FileManager and a real directory tree")
  struct FileManagerAdapterTests {
    /// root/src/{a.txt, scratch.tmp, sub/{b.txt, keep.txt}, private/secret.txt}
    func makeTree() throws -> URL {
      let root = try makeTemporaryDirectory("files")
      let source = root.appendingPathComponent("src")
      for directory in ["sub", "private"] {
        try FileManager.default.createDirectory(
          at: source.appendingPathComponent(directory), withIntermediateDirectories: true)
      }
      for file in ["a.txt", "scratch.tmp", "sub/b.txt", "sub/keep.txt", "private/secret.txt"] {
        try Data("contents of \(file)".utf8).write(to: source.appendingPathComponent(file))
      }
      return root
    }

    func onDisk(_ directory: URL) throws -> [String] {
      try FileManager.default.subpathsOfDirectory(atPath: directory.path).sorted()
    }

    @Test func copyingATreeSkipsWhatTheRealDelegateOrAHandlerVetoes() throws {
      let root = try makeTree()
      defer { try? FileManager.default.removeItem(at: root) }
      let log = SharedLog()
      let files = FileManager()
      let real = HandWrittenFileManagerDelegate(log: log, root: root)
      real.vetoed = ["b.txt"]
      files.delegate = real
      Delegate(for: FileManagerDelegate.self) {
        On(\.shouldCopyItem) { _, source, _ in
          log.record("handler copy \(real.relative(source))")
          return source.pathExtension != "tmp"
        }
        On(\.shouldCopyItem) { _, source, _ in source.lastPathComponent != "private" }
      }.install(on: files)

      try files.copyItem(at: root.appendingPathComponent("src"), to: root.appendingPathComponent("dst"))

      #expect(try onDisk(root.appendingPathComponent("dst")) == ["a.txt", "sub", "sub/keep.txt"])
      #expect(
        try String(contentsOf: root.appendingPathComponent("dst/a.txt"), encoding: .utf8) == "contents of a.txt")
      #expect(try onDisk(root.appendingPathComponent("src")).count == 7, "the source is untouched")
      let entries = log.entries
      #expect(entries.first == "real copy src")
      for pair in stride(from: 0, to: entries.count, by: 2) {
        #expect(entries[pair + 1] == entries[pair].replacingOccurrences(of: "real", with: "handler"))
      }
      #expect(!entries.contains("real copy src/private/secret.txt"), "a vetoed directory is not entered")
      #expect(real.pathCalls == 0, "Linux Foundation calls only the URL variants")
    }

    @Test func removingATreeKeepsVetoedItemsAndTheirDirectories() throws {
      let root = try makeTree()
      defer { try? FileManager.default.removeItem(at: root) }
      let files = FileManager()
      let errors = SharedLog()  // handlers are @Sendable: FileManager may call from any thread
      Delegate(for: FileManagerDelegate.self) {
        On(\.shouldRemoveItem) { _, item in item.lastPathComponent != "keep.txt" }
        On(\.shouldProceedAfterErrorRemovingItem) { _, _, item in
          errors.record(item.lastPathComponent)
          return true
        }
      }.install(on: files)

      try files.removeItem(at: root.appendingPathComponent("src"))

      #expect(try onDisk(root) == ["src", "src/sub", "src/sub/keep.txt"])
      #expect(errors.entries == ["sub", "src"], "each non-empty directory reports an error, and the handler proceeds")
    }

    @Test func anErrorStopsTheOperationUnlessEveryParticipantAgreesToProceed() throws {
      let root = try makeTree()
      defer { try? FileManager.default.removeItem(at: root) }
      let files = FileManager()
      let subscription = Delegate(for: FileManagerDelegate.self) {
        On(\.shouldRemoveItem) { _, item in item.lastPathComponent != "keep.txt" }
      }.install(on: files)
      // Nobody answers shouldProceedAfterError: the default is to stop.
      #expect(throws: CocoaError.self) { try files.removeItem(at: root.appendingPathComponent("src/sub")) }
      subscription.cancel()

      // The real delegate refuses, a handler agrees: AND stops.
      let log = SharedLog()
      let real = HandWrittenFileManagerDelegate(log: log, root: root)
      files.delegate = real
      Delegate(for: FileManagerDelegate.self) {
        On(\.shouldProceedAfterErrorCopyingItem) { _, error, _, _ in
          log.record("handler copy error \((error as? CocoaError)?.code == .fileWriteFileExists)")
          return true
        }
      }.install(on: files)
      let existing = root.appendingPathComponent("src/a.txt")
      #expect(throws: CocoaError.self) { try files.copyItem(at: existing, to: existing) }
      #expect(log.entries == ["real copy src/a.txt", "real copy error src/a.txt", "handler copy error true"])

      // Both agree: the copy proceeds past the error without throwing.
      real.proceed = true
      try files.copyItem(at: existing, to: existing)
    }

    @Test func moveAndLinkAreVetoedPerItem() throws {
      let root = try makeTree()
      defer { try? FileManager.default.removeItem(at: root) }
      let files = FileManager()
      let seen = SharedLog()
      Delegate(for: FileManagerDelegate.self) {
        On(\.shouldMoveItem) { _, source, destination in
          seen.record("move \(source.lastPathComponent) → \(destination.lastPathComponent)")
          return source.lastPathComponent != "keep.txt"
        }
        On(\.shouldLinkItem) { _, source, destination in
          seen.record("link \(source.lastPathComponent) → \(destination.lastPathComponent)")
          return source.lastPathComponent == "a.txt"
        }
      }.install(on: files)

      let source = root.appendingPathComponent("src")
      try files.moveItem(at: source.appendingPathComponent("sub/b.txt"), to: root.appendingPathComponent("b.txt"))
      try files.moveItem(
        at: source.appendingPathComponent("sub/keep.txt"), to: root.appendingPathComponent("keep.txt"))
      try files.linkItem(at: source.appendingPathComponent("a.txt"), to: root.appendingPathComponent("a-link.txt"))
      try files.linkItem(
        at: source.appendingPathComponent("scratch.tmp"), to: root.appendingPathComponent("scratch-link.tmp"))

      let top = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
      #expect(top == ["a-link.txt", "b.txt", "src"])
      #expect(try onDisk(source.appendingPathComponent("sub")) == ["keep.txt"])
      let linked = try FileManager.default.attributesOfItem(atPath: source.appendingPathComponent("a.txt").path)
      #expect((linked[.referenceCount] as? Int) == 2, "a hard link was made")
      #expect(
        seen.entries == [
          "move b.txt → b.txt", "move keep.txt → keep.txt", "link a.txt → a-link.txt",
          "link scratch.tmp → scratch-link.tmp",
        ])
    }

    @Test func pathVariantsDispatchTheSameEventsWithFileURLs() throws {
      let files = FileManager()
      let seen = SharedLog()
      let subscription = Delegate(for: FileManagerDelegate.self) {
        On(\.shouldRemoveItem) { _, item in
          seen.record(item.absoluteString)
          return false
        }
      }.install(on: files)
      let proxy = try #require(files.delegate)
      #expect(proxy.fileManager(files, shouldRemoveItemAtPath: "/tmp/x") == false)
      #expect(proxy.fileManager(files, shouldCopyItemAtPath: "/tmp/x", toPath: "/tmp/y") == true)
      #expect(seen.entries == [URL(fileURLWithPath: "/tmp/x").absoluteString])
      subscription.cancel()
      #expect(files.delegate == nil)
    }
  }
#endif
