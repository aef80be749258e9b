// features: program, big_numbers, string_format, method_reference, collections_utils, builtin_exceptions, try_statement
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.*;

public class LoanCalc {
    static BigDecimal monthlyPayment(BigDecimal principal, BigDecimal annualRate, int months) {
        BigDecimal r = annualRate.divide(BigDecimal.valueOf(1200), MathContext.DECIMAL64);
        BigDecimal onePlusRPowN = BigDecimal.ONE.add(r).pow(months, MathContext.DECIMAL64);
        BigDecimal num = principal.multiply(r).multiply(onePlusRPowN);
        BigDecimal den = onePlusRPowN.subtract(BigDecimal.ONE);
        return num.divide(den, 2, RoundingMode.HALF_UP);
    }

    public static void main(String[] args) {
        BigDecimal principal = new BigDecimal("25000.00");
        BigDecimal rate = new BigDecimal("6.5");
        int months = 12;
        BigDecimal pay = monthlyPayment(principal, rate, months);
        System.out.println("Monthly payment: " + pay);
        BigDecimal balance = principal;
        BigDecimal totalInterest = BigDecimal.ZERO;
        BigDecimal monthlyRate = rate.divide(new BigDecimal("1200"), 10, RoundingMode.HALF_EVEN);
        System.out.printf("%5s %10s %10s %12s%n", "Month", "Interest", "Principal", "Balance");
        for (int m = 1; m <= months; m++) {
            BigDecimal interest = balance.multiply(monthlyRate).setScale(2, RoundingMode.HALF_UP);
            BigDecimal toPrincipal = pay.subtract(interest);
            if (m == months) toPrincipal = balance;
            balance = balance.subtract(toPrincipal);
            totalInterest = totalInterest.add(interest);
            System.out.printf("%5d %10s %10s %12s%n", m, interest, toPrincipal, balance);
        }
        System.out.println("Total interest: " + totalInterest);
        System.out.println("Compare: " + totalInterest.compareTo(new BigDecimal("900")) + " " + totalInterest.signum());
        BigDecimal a = new BigDecimal("1.10"), b = new BigDecimal("1.1");
        System.out.println(a.equals(b) + " " + (a.compareTo(b) == 0) + " " + a.stripTrailingZeros() + " " + a.scale() + " " + a.precision());
        System.out.println(new BigDecimal("10").divide(new BigDecimal("3"), 5, RoundingMode.DOWN));
        System.out.println(new BigDecimal("2.5").setScale(0, RoundingMode.HALF_EVEN) + " " + new BigDecimal("3.5").setScale(0, RoundingMode.HALF_EVEN));
        System.out.println(new BigDecimal("123.4567").round(new MathContext(4)));
        System.out.println(new BigDecimal("1E+3").toPlainString() + " " + new BigDecimal("0.000001234"));
        try {
            new BigDecimal("1").divide(new BigDecimal("3"));
        } catch (ArithmeticException e) {
            System.out.println("ArithmeticException: " + e.getMessage());
        }
        BigInteger fact = BigInteger.ONE;
        for (int i = 2; i <= 30; i++) fact = fact.multiply(BigInteger.valueOf(i));
        System.out.println("30! = " + fact);
        System.out.println("digits " + fact.toString().length() + " bits " + fact.bitLength() + " mod 1e9+7 = " + fact.mod(BigInteger.valueOf(1_000_000_007)));
        BigInteger two = BigInteger.TWO;
        System.out.println(two.pow(100) + " " + two.pow(100).toString(16));
        System.out.println(BigInteger.valueOf(97).isProbablePrime(20) + " " + new BigInteger("123456789012345678901234567890").gcd(new BigInteger("9876543210")));
        System.out.println(BigInteger.valueOf(3).modPow(BigInteger.valueOf(200), BigInteger.valueOf(1000)));
        BigInteger[] qr = new BigInteger("1000000000000000000000").divideAndRemainder(BigInteger.valueOf(7));
        System.out.println(qr[0] + " r " + qr[1]);
        List<BigDecimal> prices = new ArrayList<>(List.of(new BigDecimal("19.99"), new BigDecimal("5.5"), new BigDecimal("100"), new BigDecimal("0.01")));
        Collections.sort(prices);
        System.out.println(prices + " sum=" + prices.stream().reduce(BigDecimal.ZERO, BigDecimal::add) + " max=" + Collections.max(prices));
        System.out.println(new BigDecimal("19.99").multiply(new BigDecimal("3")).negate().abs().add(BigDecimal.TEN));
    }
}
