// features: program, streams, floating_point, record_declaration, wrapper_classes
// Summing money-ish doubles with streams: DoubleStream.sum/average, the
// summary statistics and Collectors.summingDouble/averagingDouble all use
// compensated (Kahan) summation in the JDK, so their totals differ from a
// plain loop's; the int and long streams average their exact long sums.
import java.util.*;
import java.util.stream.*;

public class double_sum_compensated {
    record Item(String name, double price, int qty) {}

    public static void main(String[] args) {
        List<Item> cart = List.of(new Item("tea", 3.1, 2), new Item("milk", 0.99, 3), new Item("bread", 2.15, 1),
                new Item("cheese", 7.35, 1), new Item("apples", 0.45, 7), new Item("jam", 4.2, 2));
        double loop = 0;
        for (Item i : cart) loop += i.price() * i.qty();
        double streamed = cart.stream().mapToDouble(i -> i.price() * i.qty()).sum();
        System.out.println("loop " + loop + " stream " + streamed);
        System.out.println("summing " + cart.stream().collect(Collectors.summingDouble(i -> i.price() * i.qty())));
        System.out.println("average price " + cart.stream().mapToDouble(Item::price).average().orElse(0));
        System.out.println("averaging " + cart.stream().collect(Collectors.averagingDouble(Item::price)));
        DoubleSummaryStatistics st = cart.stream().mapToDouble(Item::price).summaryStatistics();
        System.out.println(st.getSum() + " " + st.getAverage() + " " + st.getMin() + " " + st.getMax() + " " + st.getCount());
        System.out.println(st);

        double[] readings = {1e16, 1.0, -1e16, 0.1, 0.2, 0.3, 1e-3, 7.0 / 3};
        double plain = 0;
        for (double r : readings) plain += r;
        System.out.println("plain " + plain + " compensated " + DoubleStream.of(readings).sum());
        double[] big = {-4452660.087951995, -53958.56378689315, -0.11318690080224791, 1367388441598.2874,
                -53332924353.122574, -481829207.8946509, -12750813.364809588, -76.10011876929761,
                -5252872.658582833, 536803055.32931095, 5302148.945601916, -7914365138261.048};
        System.out.println(DoubleStream.of(big).sum() + " " + Arrays.stream(big).boxed().collect(Collectors.summingDouble(d -> d)));
        System.out.println(DoubleStream.of(Double.MAX_VALUE, Double.MAX_VALUE).sum() + " " + DoubleStream.of(1.0, Double.NaN).sum());

        Map<Boolean, Double> bySize = cart.stream().collect(Collectors.partitioningBy(i -> i.qty() > 1, Collectors.summingDouble(Item::price)));
        System.out.println(bySize);

        System.out.println(IntStream.of(Integer.MAX_VALUE, Integer.MAX_VALUE, 1).average().getAsDouble());
        System.out.println(LongStream.of(Long.MAX_VALUE / 2, Long.MAX_VALUE / 2).average().getAsDouble());
        System.out.println(cart.stream().collect(Collectors.averagingInt(Item::qty)) + " " + cart.stream().collect(Collectors.summingInt(Item::qty)));
        LongSummaryStatistics none = LongStream.empty().summaryStatistics();
        System.out.println(none.getMin() + " " + none.getMax() + " " + none);
        IntSummaryStatistics qty = cart.stream().mapToInt(Item::qty).summaryStatistics();
        System.out.println(qty);
    }
}
