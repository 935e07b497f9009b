// The shipped adapters' host streams, compiled as a user writes them (issue
// 43, §5): every host has the arguments-only form, and a stream of another
// host's event names that host in its error. Compiled against the Linux
// models and the adapters' Linux form (the AppleAdapterModelTests module,
// built beside this one); before, a UIKit host had only the projection
// forms and `collectionView.delegateEvents(\.didSelectItemAt)` failed
// naming `CLLocationManagerDelegate`.
#if !canImport(ObjectiveC)
  import Foundation
  import Testing

  @Suite struct HostStreamFormsCompileTests {
    static let source = """
      import AppleAdapterModelTests
      import AppleModels
      import DelegateDSL
      import Foundation
      @MainActor func items(_ c: UICollectionView) -> AsyncStream<(UICollectionView, IndexPath)> {
        c.delegateEvents(\\.didSelectItemAt)
      }
      @MainActor func rows(_ t: UITableView) -> AsyncStream<(UITableView, IndexPath)> {
        t.delegateEvents(\\.didSelectRowAt, buffering: .newest(1))
      }
      @MainActor func mistake(_ c: UICollectionView) { _ = c.delegateEvents(\\.didSelectRowAt) }
      """

    static let output: Result<String, Swiftc.Unavailable> = {
      let directory = Swiftc.temporaryDirectory("host-streams")
      defer { try? FileManager.default.removeItem(at: directory) }
      let file = directory.appendingPathComponent("Streams.swift")
      do { try source.write(to: file, atomically: true, encoding: .utf8) } catch {
        return .failure(Swiftc.Unavailable(description: "\(error)"))
      }
      return Swiftc.typecheck([file])
    }()

    func errors(onLine line: Int) throws -> [Substring] {
      try Self.output.get().split(separator: "\n").filter {
        $0.contains("Streams.swift:\(line):") && $0.contains("error:")
      }
    }

    @Test func everyHostHasTheArgumentsForm() throws {
      let output = try Self.output.get()
      for line in 5...10 { #expect(try errors(onLine: line).isEmpty, "line \(line): \(output)") }
    }

    @Test func aStreamOfAnotherHostsEventNamesThatHost() throws {
      let errors = try errors(onLine: 11)
      #expect(errors.contains { $0.contains("requires that 'UICollectionView' inherit from 'UITableView'") })
      #expect(!errors.contains { $0.contains("CLLocationManager") })
    }
  }
#endif
