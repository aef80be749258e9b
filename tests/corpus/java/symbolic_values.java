// features: program, symbolic, import_declaration, instanceof_expression, enhanced_for_statement, switch_statement, system_out, string_format, string_methods, wrapper_classes, math_class, lambda_expression
// expect: symbolic (com.shop and Files are not available; expectations curated by hand from the VM)
import java.util.*;
import com.shop.Shop;
import java.nio.file.Files;
import java.nio.file.Paths;

// Incomplete code: every operation on an unknown value gives an unknown
// value (or prints as one), never an exception or a made-up concrete value.
public class SymbolicValues {
    public static void main(String[] args) {
        Cart cart = Shop.load();
        System.out.println(cart.arr[0]);
        System.out.println(cart.totalPrice(3));
        System.out.println(cart.total < 10);
        System.out.println(cart == null);
        System.out.println(cart instanceof Object);
        System.out.println("total " + cart.total);
        System.out.println(String.format("format %d %s", cart.total, cart.name));
        System.out.printf("printf %d %s%n", cart.total, cart.name);
        System.out.println(cart.items.size());
        System.out.println(Math.max(cart.total, 3));
        System.out.println(Integer.parseInt(cart.name));
        System.out.println(Objects.equals(cart.name, "x"));
        System.out.println(cart.name.toUpperCase());
        List<String> lines = Files.readAllLines(Paths.get("orders.txt"));
        System.out.println(lines.size());
        switch (cart.kind) {
            case 1: System.out.println("case taken"); break;
            default: System.out.println("default taken");
        }
        int n = 0;
        for (Item it : cart.items) n++;
        for (String line : lines) n++;
        for (char c : cart.name.toCharArray()) n++;
        cart.items.forEach(x -> System.out.println("callback " + x));
        System.out.println("after loops " + (n >= 0));
    }
}
