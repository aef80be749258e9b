// features: program, big_numbers, enum_declaration, string_format, streams, method_reference
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.*;

public class ReorderReport {
    enum Category { HARDWARE, GARDEN, PAINT }

    static final class Item {
        final String sku;
        final Category category;
        final int onHand, reorderPoint, batch;
        final BigDecimal unitCost;
        Item(String sku, Category category, int onHand, int reorderPoint, int batch, String unitCost) {
            this.sku = sku;
            this.category = category;
            this.onHand = onHand;
            this.reorderPoint = reorderPoint;
            this.batch = batch;
            this.unitCost = new BigDecimal(unitCost);
        }
        boolean needsReorder() { return onHand <= reorderPoint; }
        int orderQty() {
            int shortfall = reorderPoint * 2 - onHand;
            return ((shortfall + batch - 1) / batch) * batch;
        }
        BigDecimal orderCost() { return unitCost.multiply(BigDecimal.valueOf(orderQty())); }
    }

    public static void main(String[] args) {
        List<Item> items = List.of(
            new Item("HX-100", Category.HARDWARE, 12, 20, 10, "0.35"),
            new Item("HX-220", Category.HARDWARE, 80, 25, 25, "1.10"),
            new Item("GD-001", Category.GARDEN, 3, 5, 4, "12.99"),
            new Item("GD-017", Category.GARDEN, 0, 2, 1, "149.00"),
            new Item("PT-white", Category.PAINT, 7, 10, 6, "23.495"),
            new Item("PT-black", Category.PAINT, 15, 10, 6, "23.495"));
        BigDecimal taxRate = new BigDecimal("0.0825");
        Map<Category, BigDecimal> perCategory = new EnumMap<>(Category.class);
        System.out.println(String.format("%-9s %-8s %5s %5s %10s", "SKU", "CAT", "HAVE", "ORDER", "COST"));
        for (Item it : items) {
            if (!it.needsReorder()) continue;
            BigDecimal cost = it.orderCost().setScale(2, RoundingMode.HALF_EVEN);
            perCategory.merge(it.category, cost, BigDecimal::add);
            System.out.println(String.format("%-9s %-8s %5d %5d %10s", it.sku, it.category, it.onHand, it.orderQty(), cost));
        }
        BigDecimal subtotal = perCategory.values().stream().reduce(BigDecimal.ZERO, BigDecimal::add);
        BigDecimal tax = subtotal.multiply(taxRate).setScale(2, RoundingMode.HALF_UP);
        System.out.println("by category: " + perCategory);
        System.out.println("subtotal " + subtotal + " tax " + tax + " total " + subtotal.add(tax));
        BigDecimal budget = new BigDecimal("250");
        int cmp = subtotal.add(tax).compareTo(budget);
        System.out.println(cmp > 0 ? "over budget by " + subtotal.add(tax).subtract(budget) : "within budget");
        BigDecimal share = subtotal.divide(new BigDecimal(perCategory.size()), 4, RoundingMode.HALF_UP);
        System.out.println("average per category " + share + " stripped " + share.stripTrailingZeros().toPlainString());
        System.out.println(new BigDecimal("23.495").setScale(2, RoundingMode.HALF_EVEN) + " " + new BigDecimal("23.485").setScale(2, RoundingMode.HALF_EVEN)
            + " " + new BigDecimal("1.10").equals(new BigDecimal("1.1")) + " " + new BigDecimal("1.10").compareTo(new BigDecimal("1.1")));
    }
}
