// features: program, big_numbers, wrapper_boxing, try_statement, for_statement
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.*;

// Lottery odds with big integers: which narrowing conversions are safe, and
// how boxed doubles compare (Double.equals is bitwise: -0.0 != 0.0, NaN == NaN).
public class exact_conversions_lottery {
    static BigInteger choose(int n, int k) {
        BigInteger r = BigInteger.ONE;
        for (int i = 0; i < k; i++) r = r.multiply(BigInteger.valueOf(n - i)).divide(BigInteger.valueOf(i + 1));
        return r;
    }

    static String tryAll(BigInteger v) {
        StringBuilder sb = new StringBuilder(v + ":");
        try { sb.append(" long=").append(v.longValueExact()); } catch (ArithmeticException e) { sb.append(" long!").append(e.getMessage()); }
        try { sb.append(" int=").append(v.intValueExact()); } catch (ArithmeticException e) { sb.append(" int!").append(e.getMessage()); }
        try { sb.append(" short=").append(v.shortValueExact()); } catch (ArithmeticException e) { sb.append(" short!").append(e.getMessage()); }
        try { sb.append(" byte=").append(v.byteValueExact()); } catch (ArithmeticException e) { sb.append(" byte!").append(e.getMessage()); }
        sb.append(" | wrap ").append(v.longValue()).append(' ').append(v.intValue()).append(' ')
          .append(v.shortValue()).append(' ').append(v.byteValue());
        return sb.toString();
    }

    static String tryDec(String s) {
        BigDecimal d = new BigDecimal(s);
        StringBuilder sb = new StringBuilder(s + ":");
        try { sb.append(" long=").append(d.longValueExact()); } catch (ArithmeticException e) { sb.append(" long!").append(e.getMessage()); }
        try { sb.append(" int=").append(d.intValueExact()); } catch (ArithmeticException e) { sb.append(" int!").append(e.getMessage()); }
        try { sb.append(" short=").append(d.shortValueExact()); } catch (ArithmeticException e) { sb.append(" short!").append(e.getMessage()); }
        try { sb.append(" byte=").append(d.byteValueExact()); } catch (ArithmeticException e) { sb.append(" byte!").append(e.getMessage()); }
        try { sb.append(" big=").append(d.toBigIntegerExact()); } catch (ArithmeticException e) { sb.append(" big!").append(e.getMessage()); }
        sb.append(" | ").append(d.intValue()).append(' ').append(d.shortValue()).append(' ').append(d.byteValue())
          .append(' ').append(d.toBigInteger());
        return sb.toString();
    }

    public static void main(String[] args) {
        int[][] games = {{49, 6}, {69, 5}, {90, 5}, {80, 20}, {120, 40}};
        for (int[] g : games) {
            BigInteger odds = choose(g[0], g[1]);
            System.out.println(g[1] + " of " + g[0] + " -> 1 in " + odds);
            System.out.println("  " + tryAll(odds));
        }
        for (long v : new long[]{127, 128, -128, -129, 32767, -32769, 2147483648L, -2147483648L, Long.MIN_VALUE}) {
            System.out.println(tryAll(BigInteger.valueOf(v)));
        }
        System.out.println(tryAll(BigInteger.valueOf(Long.MAX_VALUE).add(BigInteger.ONE)));
        System.out.println(tryAll(BigInteger.TWO.pow(64).negate().subtract(BigInteger.valueOf(3))));
        for (String s : new String[]{"42", "42.00", "42.5", "-300", "99999999999", "1e3", "-1E19", "70000.0"}) {
            System.out.println(tryDec(s));
        }

        // boxed doubles: equals is by bits, == on primitives by value
        List<Double> payouts = new ArrayList<>(List.of(0.0, -0.0, Double.NaN, 2.5));
        Double zero = 0.0, negZero = -0.0, nan = Double.NaN;
        System.out.println(zero.equals(negZero) + " " + (0.0 == -0.0) + " " + nan.equals(Double.NaN) + " " + (nan.doubleValue() == nan.doubleValue()));
        System.out.println(payouts.indexOf(-0.0) + " " + payouts.indexOf(Double.NaN) + " " + payouts.contains(2.5) + " " + payouts.indexOf(0.0));
        System.out.println(Objects.equals(1.0, 1.0) + " " + Objects.equals(0.0, -0.0) + " " + Double.valueOf(2.5).equals(2.5f)
            + " " + Float.valueOf(-0.0f).equals(0.0f) + " " + Float.valueOf(Float.NaN).equals(Float.NaN));
        System.out.println(List.of(0.0).equals(List.of(-0.0)) + " " + Arrays.asList(Double.NaN).equals(List.of(Double.NaN)));
    }
}
