// A side-effect import alone: the package's `sideEffects` must keep it in a production build.
import '@anp/shell/element';
