// Part of grundy's benchmarks (benchmarks/misere.py), not of CGSuite: the exception MisereSolver
// throws when its thread is interrupted. CGSuite defines it in CommandLineInterface.java, which
// the benchmark does not compile.
package org.cgsuite.core.misere.solver;

class TimeoutException extends RuntimeException {}
