// features: program, big_numbers, builtin_exceptions, try_statement
import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

public class bigdecimal_sqrt_ulp {
    static void show(String x, MathContext mc, String label) {
        try {
            BigDecimal r = new BigDecimal(x).sqrt(mc);
            System.out.println("sqrt(" + x + ") @" + label + " = " + r + " scale " + r.scale());
        } catch (ArithmeticException e) {
            System.out.println("sqrt(" + x + ") @" + label + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        MathContext[] mcs = { new MathContext(25), MathContext.DECIMAL64, new MathContext(5, RoundingMode.DOWN),
            new MathContext(5, RoundingMode.UP), new MathContext(3, RoundingMode.HALF_EVEN), MathContext.UNLIMITED,
            new MathContext(4, RoundingMode.UNNECESSARY) };
        String[] xs = { "2", "4", "4.00", "0.01", "1E+4", "1E+3", "123456789.987654321", "0", "0.000", "6.25", "-1", "15241578750190521", "99.9999" };
        String[] labels = { "25", "DECIMAL64", "5 DOWN", "5 UP", "3 HALF_EVEN", "UNLIMITED", "4 UNNECESSARY" };
        for (String x : xs) for (int i = 0; i < mcs.length; i++) show(x, mcs[i], labels[i]);
        BigDecimal rate = new BigDecimal("1.05");
        System.out.println("geometric mean " + rate.multiply(new BigDecimal("1.21")).sqrt(MathContext.DECIMAL32));
        for (String u : new String[] { "12.340", "7", "1E+5", "-0.5", "0.000" }) System.out.println("ulp(" + u + ") = " + new BigDecimal(u).ulp());
    }
}
