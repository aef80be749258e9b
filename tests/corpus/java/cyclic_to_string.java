// features: program
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

public class CyclicToString {
    public static void main(String[] args) {
        List<Object> self = new ArrayList<>();
        self.add(1);
        self.add(self);
        System.out.println(self);
        List<Object> a = new ArrayList<>();
        List<Object> b = new ArrayList<>();
        a.add(b);
        b.add(a);
        try {
            System.out.println(a);
        } catch (StackOverflowError e) {
            System.out.println("StackOverflowError");
        }
        Object[] deep = new Object[0];
        for (int i = 0; i < 300; i++) {
            deep = new Object[] {deep};
        }
        System.out.println(Arrays.deepToString(deep).length());
        System.out.println("done");
    }
}
