// features: program, big_numbers, string_concatenation, for_statement
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;

// BigInteger (exact integers) and BigDecimal (unscaled value and scale, Java's rounding).
public class big_numbers {
    public static void main(String[] args) {
        BigInteger f = BigInteger.ONE;
        for (int i = 1; i <= 30; i++) f = f.multiply(BigInteger.valueOf(i));
        System.out.println("30! = " + f + " bits=" + f.bitLength() + " mod=" + f.mod(BigInteger.valueOf(1000007)));
        BigInteger p = BigInteger.TWO.pow(89).subtract(BigInteger.ONE);
        System.out.println(p + " " + p.isProbablePrime(20) + " " + BigInteger.TWO.pow(100).isProbablePrime(5));
        BigInteger n = new BigInteger("123456789012345678901234567890");
        System.out.println(n.divide(new BigInteger("987654321")) + " " + n.remainder(BigInteger.TEN.pow(5)) + " " + n.negate().signum());
        System.out.println(BigInteger.valueOf(48).gcd(BigInteger.valueOf(180)) + " " + BigInteger.TEN.compareTo(BigInteger.ONE)
            + " " + BigInteger.valueOf(-17).abs() + " " + BigInteger.valueOf(3).modPow(BigInteger.valueOf(200), BigInteger.valueOf(1000007))
            + " " + BigInteger.valueOf(3).modInverse(BigInteger.valueOf(11)) + " " + new BigInteger("ff", 16) + " " + BigInteger.valueOf(255).toString(2));
        System.out.println(BigInteger.valueOf(-7).mod(BigInteger.valueOf(3)) + " " + BigInteger.valueOf(-7).remainder(BigInteger.valueOf(3))
            + " " + BigInteger.ONE.shiftLeft(70) + " " + BigInteger.ONE.shiftLeft(70).shiftRight(68) + " " + new BigInteger("1000000").sqrt());
        System.out.println(f.longValue() + " " + f.intValue() + " " + BigInteger.valueOf(97).nextProbablePrime() + " " + f.equals(f.add(BigInteger.ZERO)));
        try {
            BigInteger.ONE.divide(BigInteger.ZERO);
        } catch (ArithmeticException e) {
            System.out.println("ArithmeticException: " + e.getMessage());
        }
        BigDecimal price = new BigDecimal("19.99");
        BigDecimal subtotal = price.multiply(new BigDecimal("3"));
        BigDecimal tax = subtotal.multiply(new BigDecimal("0.0825")).setScale(2, RoundingMode.HALF_UP);
        System.out.println(subtotal + " + " + tax + " = " + subtotal.add(tax));
        System.out.println(BigDecimal.ONE.divide(new BigDecimal("3"), 10, RoundingMode.HALF_EVEN) + " " + BigDecimal.ONE.divide(new BigDecimal("8")));
        System.out.println(new BigDecimal("1.10").add(new BigDecimal("2.205")) + " " + new BigDecimal("2.50").stripTrailingZeros()
            + " " + new BigDecimal("100").scale() + " " + new BigDecimal("1E+3") + " " + new BigDecimal("1E+3").toPlainString() + " " + new BigDecimal("0.0000001"));
        System.out.println(new BigDecimal(0.1) + " " + BigDecimal.valueOf(0.1) + " " + BigDecimal.valueOf(12345, 3));
        System.out.println(new BigDecimal("2.5").setScale(0, RoundingMode.HALF_EVEN) + " " + new BigDecimal("3.5").setScale(0, RoundingMode.HALF_EVEN)
            + " " + new BigDecimal("-2.5").setScale(0, RoundingMode.HALF_UP) + " " + new BigDecimal("-2.5").setScale(0, RoundingMode.FLOOR)
            + " " + new BigDecimal("2.1").setScale(0, RoundingMode.CEILING) + " " + new BigDecimal("2.9").setScale(0, RoundingMode.DOWN));
        System.out.println(new BigDecimal("2.0").equals(new BigDecimal("2.00")) + " " + new BigDecimal("2.0").compareTo(new BigDecimal("2.00"))
            + " " + new BigDecimal("10.25").remainder(new BigDecimal("3")) + " " + new BigDecimal("1.5").pow(3) + " " + new BigDecimal("7.75").intValue()
            + " " + new BigDecimal("-3.14159").abs().doubleValue() + " " + new BigDecimal("123.4500").precision());
        try {
            BigDecimal.ONE.divide(new BigDecimal("3"));
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        try {
            new BigDecimal("1.25").setScale(1);
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        BigDecimal balance = new BigDecimal("1000.00");
        BigDecimal rate = new BigDecimal("0.035");
        for (int year = 1; year <= 3; year++) {
            balance = balance.add(balance.multiply(rate)).setScale(2, RoundingMode.HALF_EVEN);
            System.out.println("year " + year + ": " + balance);
        }
    }
}
