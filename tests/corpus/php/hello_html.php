<?php // features: inline_html, short_echo_tag, echo_print, strings_double
$title = "Report";
$items = ["alpha", "beta", "gamma"];
?>
<html>
<head><title><?= $title ?></title></head>
<body>
<ul>
<?php foreach ($items as $i => $item): ?>
  <li class="item-<?= $i ?>"><?= strtoupper($item) ?></li>
<?php endforeach; ?>
</ul>
<?php if (count($items) > 2): ?>
<p>Many items</p>
<?php else: ?>
<p>Few items</p>
<?php endif; ?>
</body>
</html>
