// delegate-adapter-generator: writes a delegate protocol's DelegateDSL adapter
// from its symbol graph. `--help` lists the options; the work is in
// AdapterGeneratorCore, which the tests drive directly.

import AdapterGeneratorCore
import Foundation

exit(DelegateAdapterGenerator.run(Array(CommandLine.arguments.dropFirst())))
