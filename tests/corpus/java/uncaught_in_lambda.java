// features: program, custom_exceptions, uncaught_exception, nested_static_class, lambda_expression, streams
import java.util.*;
import java.util.function.*;

public class Checkout {
    static class PriceBook {
        private final Map<String, Integer> cents = new HashMap<>();
        PriceBook add(String sku, int c) { cents.put(sku, c); return this; }
        int price(String sku) {
            Integer c = cents.get(sku);
            if (c == null) throw new NoSuchElementException("unknown sku " + sku);
            return c;
        }
    }

    static class Cart {
        final List<String> items = new ArrayList<>();
        final PriceBook book;
        Cart(PriceBook book) { this.book = book; }
        int total(ToIntFunction<String> pricer) {
            int t = 0;
            for (String s : items) t += pricer.applyAsInt(s);
            return t;
        }
    }

    public static void main(String[] args) {
        PriceBook book = new PriceBook().add("apple", 45).add("bread", 250).add("milk", 119);
        Cart cart = new Cart(book);
        cart.items.addAll(List.of("apple", "apple", "milk"));
        Function<Integer, String> euros = c -> String.format("%d.%02d", c / 100, c % 100);
        System.out.println("total " + euros.apply(cart.total(book::price)));
        Runnable discount = () -> {
            ToIntFunction<String> tenOff = s -> book.price(s) * 9 / 10;
            System.out.println("discounted " + euros.apply(cart.total(tenOff)));
        };
        discount.run();
        cart.items.add("caviar");
        Runnable again = () -> {
            ToIntFunction<String> tenOff = s -> book.price(s) * 9 / 10;
            System.out.println("discounted " + euros.apply(cart.total(tenOff)));
        };
        again.run();
    }
}
