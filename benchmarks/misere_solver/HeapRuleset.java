// Part of grundy's benchmarks (benchmarks/misere.py), not of CGSuite: a stand-in for CGSuite's
// Scala class org.cgsuite.core.impartial.HeapRuleset, so that Aaron Siegel's MisereSolver can be
// compiled from a CGSuite source tree without Scala. It reads the whole take-and-break language
// with grundy's meaning (src/grundy/heaps/tbcode.py): base-32 digits 0-9 A-V and &N;, heap-count
// lists {j1,j2,...} with + for "and any larger count", *, the constraints ! (pairwise unequal),
// ? (not all equal) and = (all equal), additive digits before d0 and a repeating tail [...]; and
// gives the options of a heap exactly as grundy.TakeAndBreak(code).options(n) does, in its order.
// A heap of 0 tokens has no move; a move that would leave a heap as large as the one it came
// from (a code whose plays need not end, which grundy refuses) is an IllegalArgumentException.
// Written from the language's definition, not from CGSuite.
package org.cgsuite.core.misere.solver;

import java.math.BigInteger;
import java.util.*;

/** Take-and-break rules in CGSuite's code language (stand-in for CGSuite's HeapRuleset). */
public class HeapRuleset
{
    // The constraint on leaving j heaps (it says nothing of 0 or 1 heap), or NOT when j heaps
    // may not be left.
    private static final int NOT = -1, FREE = 0, PAIRWISE = 1, SOME = 2, EQUAL = 3;
    private static final String BASE32 = "0123456789ABCDEFGHIJKLMNOPQRSTUV";
    private static final int MAX_COUNT = 63;   // the most heaps a brace list may name
    private static final BigInteger BIG_MAX_COUNT = BigInteger.valueOf(MAX_COUNT);

    /** One digit: allowed[j] is the constraint on leaving j heaps (or NOT); with more, every
     *  count past the last listed one is allowed with the last one's constraint. */
    private static final class Digit
    {
        final int[] allowed;
        final boolean more;

        Digit(int[] allowed, boolean more) { this.allowed = allowed; this.more = more; }

        /** The digit whose bit j allows j heaps, each under constraint c. */
        static Digit ofMask(BigInteger mask, int c)
        {
            int[] allowed = new int[mask.bitLength()];
            for (int j = 0; j < allowed.length; j++) allowed[j] = mask.testBit(j) ? c : NOT;
            return new Digit(allowed, false);
        }

        int constraint(int j)
        {
            if (j < allowed.length) return allowed[j];
            return more ? allowed[allowed.length - 1] : NOT;
        }

        boolean isZero()
        {
            for (int c : allowed) if (c != NOT) return false;
            return true;   // a digit with more always lists a count
        }
    }

    private static final Digit ZERO = new Digit(new int[0], false);

    private final String code;
    private final Digit[] digits;     // d0, d1, d2, ...: take 0, 1, 2, ... tokens; the tail last
    private final Digit[] additive;   // d-1, d-2, ...: add 1, 2, ... tokens
    private final int period;         // how many of the last digits repeat (0: none)

    public HeapRuleset(String code)
    {
        this.code = code;
        String s = code.trim();
        List<Digit> before = new ArrayList<>(), after = new ArrayList<>();
        boolean point = false, closed = false;
        int tailAt = -1;
        int i = 0;
        while (i < s.length())
        {
            char ch = s.charAt(i);
            if (closed) throw bad(code, "nothing may follow the repeating tail's ']'");
            Digit digit = null;
            if (ch == '.')
            {
                if (point) throw bad(code, "a second point");
                point = true;
                i++;
            }
            else if (ch == '[')
            {
                if (!point || tailAt >= 0) throw bad(code, "'[' before the point or a second '['");
                tailAt = after.size();
                i++;
            }
            else if (ch == ']')
            {
                if (tailAt < 0) throw bad(code, "']' without '['");
                closed = true;
                i++;
            }
            else if (ch == '*')
            {
                int c = constraintAt(s, i + 1);
                digit = new Digit(new int[] {c}, true);
                i += c == FREE ? 1 : 2;
            }
            else if (ch == '{')
            {
                int end = s.indexOf('}', i);
                if (end < 0) throw bad(code, "'{' without '}'");
                int shared = constraintAt(s, end + 1);
                digit = braceDigit(code, s.substring(i + 1, end), shared);
                i = end + (shared == FREE ? 1 : 2);
            }
            else if (ch == '&')
            {
                int end = s.indexOf(';', i);
                String number = end < 0 ? "" : s.substring(i + 1, end);
                if (!isNumber(number)) throw bad(code, "a large digit is written &N;, N a number");
                BigInteger mask = new BigInteger(number);
                if (mask.bitLength() > MAX_COUNT + 1) throw bad(code, "a digit must be below 2^64");
                int c = constraintAt(s, end + 1);
                digit = Digit.ofMask(mask, c);
                i = end + (c == FREE ? 1 : 2);
            }
            else if (ch < 128 && BASE32.indexOf(Character.toUpperCase(ch)) >= 0)
            {
                int c = constraintAt(s, i + 1);
                long mask = BASE32.indexOf(Character.toUpperCase(ch));
                digit = Digit.ofMask(BigInteger.valueOf(mask), c);
                i += c == FREE ? 1 : 2;
            }
            else throw bad(code, "'" + ch + "' is not a digit (0-9, A-V, &N;, {...} or *)");
            if (digit != null) (point ? after : before).add(digit);
        }
        if (!point) throw bad(code, "no point");
        if (tailAt >= 0 && !closed) throw bad(code, "'[' without ']'");
        if (before.isEmpty()) before.add(ZERO);   // ".07" is "0.07"
        digits = new Digit[1 + after.size()];
        digits[0] = before.get(before.size() - 1);
        for (int k = 0; k < after.size(); k++) digits[k + 1] = after.get(k);
        additive = new Digit[before.size() - 1];
        for (int a = 0; a < additive.length; a++) additive[a] = before.get(before.size() - 2 - a);
        period = tailAt >= 0 ? after.size() - tailAt : 0;
    }

    private static IllegalArgumentException bad(String code, String why)
    {
        return new IllegalArgumentException("take-and-break code '" + code + "': " + why);
    }

    private static boolean isNumber(String s)
    {
        if (s.isEmpty()) return false;
        for (int i = 0; i < s.length(); i++)
            if (s.charAt(i) < '0' || s.charAt(i) > '9') return false;
        return true;
    }

    /** The constraint written at s[i] (FREE when there is none). */
    private static int constraintAt(String s, int i)
    {
        if (i >= s.length()) return FREE;
        switch (s.charAt(i))
        {
            case '!': return PAIRWISE;
            case '?': return SOME;
            case '=': return EQUAL;
            default: return FREE;
        }
    }

    /** The digit {body}shared: counts separated by commas, each with its own constraint or
     *  the shared one after the braces (not both), and a final + for "any larger count". */
    private static Digit braceDigit(String code, String body, int shared)
    {
        boolean more = body.endsWith("+");
        if (more) body = body.substring(0, body.length() - 1);
        if (body.isEmpty()) throw bad(code, "a heap-count list needs a count");
        int[] allowed = new int[MAX_COUNT + 1];
        Arrays.fill(allowed, NOT);
        int top = 0;
        for (String token : body.split(",", -1))
        {
            int own = constraintAt(token, Math.max(token.length() - 1, 0));
            String number = own == FREE ? token : token.substring(0, token.length() - 1);
            if (!isNumber(number) || new BigInteger(number).compareTo(BIG_MAX_COUNT) > 0)
                throw bad(code, "a heap count must be a number from 0 to " + MAX_COUNT);
            if (own != FREE && shared != FREE) throw bad(code, "two constraints on one count");
            int j = Integer.parseInt(number);
            allowed[j] = own != FREE ? own : shared;   // a count listed twice: the last one
            top = Math.max(top, j);
        }
        return new Digit(Arrays.copyOf(allowed, top + 1), more);
    }

    /** The digit for taking k tokens (k < 0: adding -k). */
    private Digit digit(int k)
    {
        if (k < 0) return -k - 1 < additive.length ? additive[-k - 1] : ZERO;
        if (k < digits.length) return digits[k];
        if (period > 0)
        {
            int preperiod = digits.length - period;
            return digits[(k - preperiod) % period + preperiod];
        }
        return ZERO;
    }

    /** The options of a heap of n tokens, each as the heaps it leaves in increasing order: by
     *  tokens taken (added first), then number of heaps, then lexicographically. */
    public List<int[]> heapOptions(int n)
    {
        List<int[]> out = new ArrayList<>();
        if (n <= 0) return out;
        int mostTaken = period > 0 ? n : Math.min(n, digits.length - 1);
        for (int k = -additive.length; k <= mostTaken; k++)
        {
            Digit d = digit(k);
            if (d.isZero()) continue;
            int t = n - k;   // tokens left
            int mostHeaps = d.more ? t : Math.min(t, d.allowed.length - 1);
            for (int j = 0; j <= mostHeaps; j++)
            {
                int c = d.constraint(j);
                if (c == NOT) continue;
                if (j == 0)
                {
                    if (t == 0) out.add(new int[0]);
                }
                else partitions(out, t, j, c);
            }
        }
        for (int[] option : out)
            if (option.length > 0 && option[option.length - 1] >= n)
                throw new IllegalArgumentException("take-and-break code '" + code + "' is not a"
                        + " finite game: a heap of " + n + " may leave " + Arrays.toString(option));
        return out;
    }

    /** Adds the ways to write t as j >= 1 positive parts in increasing order under constraint c,
     *  lexicographically. Iterative: parts[i] grows at the right-most place it can, and the parts
     *  after it restart from their least values, the last one taking the rest. */
    private static void partitions(List<int[]> out, int t, int j, int c)
    {
        if (c == EQUAL && j > 1)
        {
            if (t % j == 0)
            {
                int[] parts = new int[j];
                Arrays.fill(parts, t / j);
                out.add(parts);
            }
            return;
        }
        int step = c == PAIRWISE ? 1 : 0;   // the least gap between parts
        if (least(j, 1, step) > t) return;
        int[] parts = new int[j];
        fill(parts, 0, 1, t, step);
        while (true)
        {
            if (c != SOME || parts[0] != parts[j - 1] || j == 1) out.add(parts.clone());
            int i = j - 2, rest = parts[j - 1];
            while (i >= 0)
            {
                rest += parts[i];
                if (least(j - i, parts[i] + 1, step) <= rest)
                {
                    fill(parts, i, parts[i] + 1, rest, step);
                    break;
                }
                i--;
            }
            if (i < 0) return;
        }
    }

    /** The fewest tokens m parts need when the first is `first` and they rise by `step`. */
    private static long least(int m, int first, int step)
    {
        return (long) first * m + (long) step * m * (m - 1) / 2;
    }

    /** parts[i..] from `first` up by `step`, the last taking what is left of `rest`. */
    private static void fill(int[] parts, int i, int first, int rest, int step)
    {
        for (int m = i; m < parts.length - 1; m++)
        {
            parts[m] = first + (m - i) * step;
            rest -= parts[m];
        }
        parts[parts.length - 1] = rest;
    }

    public List<int[]> allOptions(int n) { return heapOptions(n); }

    public String toString() { return code; }
}
