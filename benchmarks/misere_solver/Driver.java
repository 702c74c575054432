// Part of grundy's benchmarks (benchmarks/misere.py), not of CGSuite: runs Aaron Siegel's
// MisereSolver on a take-and-break code up to a heap bound and prints, one per line, "code",
// "order" (with the size of the P-portion and whether the quotient is tame), "presentation",
// "phi" (the element of each heap 0..bound) and "seconds" (the solve, timed inside the JVM).
package org.cgsuite.core.misere.solver;

import java.util.*;

/** Runs MisereSolver on a take-and-break code up to a heap bound; prints the quotient and time. */
public class Driver
{
    public static void main(String[] args)
    {
        if (args.length != 2)
        {
            System.err.println("usage: Driver CODE BOUND");
            System.exit(2);
        }
        String code = args[0];
        int maxHeap = Integer.parseInt(args[1]);
        long t0 = System.nanoTime();
        MisereSolver ms = new MisereSolver(new HeapRuleset(code));
        while (ms.p.prefn.size() <= maxHeap) ms.next();
        long t1 = System.nanoTime();
        CommutativeMonoid monoid = ms.p.quotient.monoid;
        System.out.println("code " + code + " heap " + maxHeap);
        System.out.println("order " + monoid.size() + " ppos " + ms.p.quotient.pPortionSize()
                           + " tame " + ms.p.quotient.isTame());
        System.out.println("presentation " + ms.p.quotient);
        StringBuilder phi = new StringBuilder();
        for (int pv : ms.p.prefn) phi.append(monoid.elementToWord(pv)).append(' ');
        System.out.println("phi " + phi.toString().trim());
        System.out.printf(Locale.ROOT, "seconds %.6f%n", (t1 - t0) / 1e9);
    }
}
