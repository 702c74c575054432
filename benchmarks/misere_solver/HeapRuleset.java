// Part of grundy's benchmarks (benchmarks/misere.py), not of CGSuite: a stand-in for CGSuite's
// Scala class org.cgsuite.core.impartial.HeapRuleset, so that Aaron Siegel's MisereSolver can be
// compiled from a CGSuite source tree without Scala. It gives the options of a heap under an
// octal or hexadecimal take-and-break code d0.d1d2...
package org.cgsuite.core.misere.solver;

import java.util.*;

/** Octal or hexadecimal take-and-break rules d0.d1d2... (stand-in for CGSuite's HeapRuleset). */
public class HeapRuleset
{
    private final String code;
    private final int[] digits;   // digits[k] = d_k

    public HeapRuleset(String code)
    {
        this.code = code;
        String[] parts = code.split("\\.");
        String s = parts[0] + (parts.length > 1 ? parts[1] : "");
        int before = parts[0].length();
        if (before != 1) throw new IllegalArgumentException("one digit before the point: " + code);
        digits = new int[s.length()];
        for (int i = 0; i < s.length(); i++)
        {
            digits[i] = Character.digit(s.charAt(i), 16);
            if (digits[i] < 0) throw new IllegalArgumentException("not a hexadecimal digit: " + code);
        }
    }

    /** The options of a heap of n tokens, each as the list of heaps it leaves. */
    public List<int[]> heapOptions(int n)
    {
        List<int[]> out = new ArrayList<>();
        for (int k = 0; k < digits.length && k <= n; k++)
        {
            int d = digits[k], r = n - k;
            if ((d & 1) != 0 && r == 0 && k > 0) out.add(new int[0]);
            if ((d & 2) != 0 && r > 0 && k > 0) out.add(new int[] {r});
            if ((d & 4) != 0 && r >= 2)
                for (int a = 1; a <= r / 2; a++) out.add(new int[] {a, r - a});
            if ((d & 8) != 0 && r >= 3)
                for (int a = 1; a <= r / 3; a++)
                    for (int b = a; b <= (r - a) / 2; b++) out.add(new int[] {a, b, r - a - b});
        }
        return out;
    }

    public List<int[]> allOptions(int n) { return heapOptions(n); }

    public String toString() { return code; }
}
