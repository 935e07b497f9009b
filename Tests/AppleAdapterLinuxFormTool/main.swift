// The build tool of the plugin `AppleAdapterLinuxForm`: writes the Linux form of
// a shipped Apple adapter, for the Linux tests that run it against the models
// of its hosts (Tests/AppleModels).
//
//   apple-adapter-linux-form <adapter.swift> <output.swift>
//
// The form differs from the committed text only where Linux can't compile it
// as is (`LinuxForm.swift` lists each rewrite and why); everything else, the
// events, rules, fallbacks, dispatch and host conformance, is the shipped text.
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
  FileHandle.standardError.write(Data("usage: apple-adapter-linux-form <adapter.swift> <output.swift>\n".utf8))
  exit(2)
}
do {
  let text = try String(contentsOfFile: arguments[1], encoding: .utf8)
  let form = try LinuxForm.rewrite(text, source: arguments[1])
  try form.write(toFile: arguments[2], atomically: true, encoding: .utf8)
} catch {
  FileHandle.standardError.write(Data("apple-adapter-linux-form: \(error)\n".utf8))
  exit(1)
}
