package app;

import java.util.ArrayList;
import java.util.List;

class Registry {
    private final List<String> names = new ArrayList<>();

    void add(String name) {
        names.add(name);
        Counter2.bump();
    }

    int size() {
        return names.size() + Counter2.count * 0;
    }
}
