// features: big_numbers, try_statement, while_statement, string_format, scanner_text, scanner_input
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.InputMismatchException;
import java.util.Scanner;

// A lottery pool: ticket counts and jackpots read from standard input as
// BigInteger / BigDecimal tokens, shares split exactly.
public class scanner_big_lottery_pool {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        BigInteger totalTickets = BigInteger.ZERO;
        BigDecimal totalJackpot = BigDecimal.ZERO;
        int line = 0;
        while (sc.hasNext()) {
            line++;
            String name = sc.next();
            if (name.equals("hex")) {
                BigInteger h = sc.nextBigInteger(16);
                System.out.println("hex ticket id " + h + " (" + h.bitLength() + " bits)");
                continue;
            }
            try {
                boolean bigOk = sc.hasNextBigInteger();
                BigInteger tickets = sc.nextBigInteger();
                boolean decOk = sc.hasNextBigDecimal();
                BigDecimal jackpot = sc.nextBigDecimal();
                totalTickets = totalTickets.add(tickets);
                totalJackpot = totalJackpot.add(jackpot);
                BigDecimal perTicket = jackpot.divide(new BigDecimal(tickets), 6, RoundingMode.HALF_EVEN);
                System.out.printf("%-6s tickets=%s jackpot=%s per-ticket=%s (scale %d) %b %b%n", name, tickets, jackpot,
                    perTicket, jackpot.scale(), bigOk, decOk);
            } catch (InputMismatchException e) {
                System.out.println("line " + line + " (" + name + "): not a number, skipped '" + sc.nextLine().trim() + "'");
            } catch (ArithmeticException e) {
                System.out.println("line " + line + " (" + name + "): " + e.getMessage());
            }
        }
        System.out.println("tickets " + totalTickets + ", jackpot " + totalJackpot + ", odds digits " + totalTickets.toString().length());
        Scanner s2 = new Scanner("1,234,567 -0.50 1e3 NaN 12x");
        System.out.println(s2.nextBigInteger() + " " + s2.nextBigDecimal() + " " + s2.nextBigDecimal() + " " + s2.hasNextBigDecimal()
            + " " + s2.hasNextDouble() + " " + s2.next() + " " + s2.hasNextBigInteger());
        // splitting among zero winners: divide with a rounding mode divides the unscaled longs
        for (BigDecimal pot : new BigDecimal[]{BigDecimal.ZERO, new BigDecimal("2.5"), new BigDecimal("123456789012345678901234567890.5")}) {
            try { pot.divide(BigDecimal.ZERO, 2, RoundingMode.HALF_UP); } catch (ArithmeticException e) { System.out.println("scaled: " + e.getMessage()); }
            try { pot.divide(new BigDecimal("0.00"), RoundingMode.DOWN); } catch (ArithmeticException e) { System.out.println("rounded: " + e.getMessage()); }
            try { pot.divide(BigDecimal.ZERO); } catch (ArithmeticException e) { System.out.println("exact: " + e.getMessage()); }
        }
    }
}
