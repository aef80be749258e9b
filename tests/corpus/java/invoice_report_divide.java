// features: program, big_numbers, nested_static_class, string_format, streams, static_members
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.*;

public class InvoiceReport {
    static final BigDecimal VAT = new BigDecimal("0.25");

    static class Line {
        final String sku; final String description; final int qty; final BigDecimal unitPrice; final BigDecimal discount;
        Line(String sku, String description, int qty, String unitPrice, String discount) {
            this.sku = sku; this.description = description; this.qty = qty;
            this.unitPrice = new BigDecimal(unitPrice); this.discount = new BigDecimal(discount);
        }
        BigDecimal gross() { return unitPrice.multiply(BigDecimal.valueOf(qty)); }
        BigDecimal net() {
            return gross().multiply(BigDecimal.ONE.subtract(discount)).setScale(2, RoundingMode.HALF_EVEN);
        }
    }

    public static void main(String[] args) {
        List<Line> lines = List.of(
            new Line("A-100", "Widget", 12, "3.99", "0"),
            new Line("B-220", "Gadget deluxe", 3, "149.50", "0.10"),
            new Line("C-007", "Cable 2m", 25, "1.15", "0.05"),
            new Line("D-314", "Service hour", 7, "85.00", "0.125"),
            new Line("E-999", "Sticker", 100, "0.035", "0"));
        String header = String.format("%-6s %-15s %5s %10s %6s %10s", "SKU", "Item", "Qty", "Unit", "Disc", "Net");
        System.out.println(header);
        System.out.println("-".repeat(header.length()));
        BigDecimal subtotal = BigDecimal.ZERO;
        for (Line l : lines) {
            BigDecimal net = l.net();
            subtotal = subtotal.add(net);
            System.out.printf("%-6s %-15s %5d %10s %5s%% %10s%n", l.sku, l.description, l.qty,
                    l.unitPrice.toPlainString(), l.discount.movePointRight(2).stripTrailingZeros().toPlainString(), net);
        }
        BigDecimal vat = subtotal.multiply(VAT).setScale(2, RoundingMode.HALF_UP);
        BigDecimal total = subtotal.add(vat);
        System.out.println("-".repeat(header.length()));
        System.out.printf("%47s %10s%n", "Subtotal", subtotal);
        System.out.printf("%47s %10s%n", "VAT 25%", vat);
        System.out.printf("%47s %10s%n", "Total", total);
        BigDecimal[] split = total.divideAndRemainder(new BigDecimal("3"));
        System.out.println("Three instalments of " + total.divide(new BigDecimal("3"), 2, RoundingMode.DOWN)
                + ", quotient " + split[0] + " remainder " + split[1]);
        BigDecimal max = lines.stream().map(Line::net).max(Comparator.naturalOrder()).orElse(BigDecimal.ZERO);
        System.out.println("Largest line: " + max + " (" + max.multiply(new BigDecimal(100)).divide(total, 1, RoundingMode.HALF_UP) + "% of total)");
        System.out.println("Compare 1.50 vs 1.5: equals=" + new BigDecimal("1.50").equals(new BigDecimal("1.5"))
                + " compareTo=" + new BigDecimal("1.50").compareTo(new BigDecimal("1.5")));
        System.out.println("Rounded total: " + total.setScale(0, RoundingMode.HALF_UP) + ", cents " + total.unscaledValue() + ", scale " + total.scale());
    }
}
