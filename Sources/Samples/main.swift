// `swift run Samples`: a narrated tour of DelegateDSL.
import DelegateDSL

WebLoaderSample.run()
