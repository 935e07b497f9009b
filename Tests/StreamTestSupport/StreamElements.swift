// Test support shared by the test targets: read a stream's first elements
// with a deadline, so that an element that never comes fails the test
// instead of hanging the suite.

/// The first `count` elements of `stream`, or those that arrived within
/// `seconds` if fewer did (the reading task is cancelled then, which ends
/// the stream).
public func firstElements<Element: Sendable>(
  _ count: Int, of stream: AsyncStream<Element>, within seconds: Double = 10
) async -> [Element] {
  let reader = Task {
    var elements: [Element] = []
    guard count > 0 else { return elements }
    for await element in stream {
      elements.append(element)
      if elements.count == count { break }
    }
    return elements
  }
  let deadline = Task {
    try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
    reader.cancel()
  }
  let elements = await reader.value
  deadline.cancel()
  return elements
}
