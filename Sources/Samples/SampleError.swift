// The one error type of the samples: a message for the user, printed by
// main.swift as `error: <message>` with exit status 2.

struct SampleError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
