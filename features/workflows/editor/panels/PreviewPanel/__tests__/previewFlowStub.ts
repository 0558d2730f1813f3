/**
 * A stand-in for the hosted flow in stories, where `/flow` is not served: a first screen that
 * speaks the flow's messages (it says `veriflow:ready`, keeps what it receives in
 * `window.veriflowMessages`, and applies each `veriflow:theme` at once).
 */
export const PREVIEW_FLOW_STUB = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Verify your identity</title>
<style>
  * { box-sizing: border-box; }
  html, body { margin: 0; height: 100%; }
  body { font-family: var(--font, Arial, sans-serif); background: var(--background, #FFFFFF); color: var(--text, #1A1A1A); }
  main { display: flex; flex-direction: column; gap: 12px; min-height: 100%; padding: 28px 24px; }
  .logo { display: flex; align-items: center; gap: 10px; margin-bottom: 8px; font-size: 14px; font-weight: 600; }
  .logo img { width: 40px; height: 40px; border-radius: 8px; object-fit: cover; }
  .logo span.mark { width: 40px; height: 40px; border-radius: 8px; background: var(--primary, #4462EC); }
  h1, h2, p { margin: 0; overflow-wrap: anywhere; }
  h1 { color: var(--title-color); font-size: var(--title-size); line-height: 1.2; }
  .subtitle { color: var(--subtitle-color); font-size: var(--subtitle-size); }
  h2 { margin-top: 12px; color: var(--bodyTitle-color); font-size: var(--bodyTitle-size); }
  .content { color: var(--content-color); font-size: var(--content-size); line-height: 1.5; }
  label { display: flex; flex-direction: column; gap: 6px; font-size: var(--content-size); color: var(--text); }
  input { padding: 10px 12px; border: 1px solid var(--secondary); border-radius: 6px; font: inherit; background: #FFFFFF; color: #1A1A1A; }
  .actions { display: flex; flex-direction: column; gap: 10px; margin-top: auto; padding-top: 16px; }
  button { padding: 12px 16px; border: 2px solid var(--primary); border-radius: var(--radius); font: inherit; font-size: 15px; font-weight: 600; }
  .primary { background: var(--primary); color: #FFFFFF; }
  .secondary { background: transparent; color: var(--secondary); border-color: var(--secondary); }
</style>
</head>
<body>
<main>
  <div class="logo"><span class="mark" id="mark"></span><img id="logo" alt="Company logo" hidden>Acme Lending</div>
  <h1>Verify your identity</h1>
  <p class="subtitle">It takes about two minutes.</p>
  <h2>Personal details</h2>
  <p class="content">Enter your name as it appears on your PAN card.</p>
  <label>Full name<input value="Priya Sharma" readonly></label>
  <div class="actions">
    <button class="primary" type="button">Continue</button>
    <button class="secondary" type="button">Back</button>
  </div>
</main>
<script>
  window.veriflowMessages = [];
  var fonts = { 'Arial': 'Arial, Helvetica, sans-serif', 'Helvetica': 'Helvetica, Arial, sans-serif', 'Times New Roman': '"Times New Roman", Times, serif', 'Courier New': '"Courier New", Courier, monospace', 'Verdana': 'Verdana, Geneva, sans-serif', 'Georgia': 'Georgia, serif' };
  function apply(theme) {
    var s = document.documentElement.style;
    s.setProperty('--font', fonts[theme.branding.font] || 'Arial, sans-serif');
    s.setProperty('--primary', theme.branding.primaryColor);
    s.setProperty('--secondary', theme.branding.secondaryColor);
    s.setProperty('--text', theme.text.color);
    ['title', 'subtitle', 'bodyTitle', 'content'].forEach(function (key) {
      s.setProperty('--' + key + '-color', theme.text[key].color);
      s.setProperty('--' + key + '-size', theme.text[key].fontSize + 'px');
    });
    s.setProperty('--radius', theme.buttons.borderRadius + 'px');
    s.setProperty('--background', theme.background.color);
    var logo = document.getElementById('logo');
    logo.hidden = !theme.branding.logo;
    document.getElementById('mark').hidden = !!theme.branding.logo;
    if (theme.branding.logo) logo.src = theme.branding.logo;
  }
  window.addEventListener('message', function (event) {
    if (event.origin !== self.origin || event.source !== parent) return;
    window.veriflowMessages.push(event.data);
    if (event.data && event.data.type === 'veriflow:theme') apply(event.data.theme);
  });
  parent.postMessage({ type: 'veriflow:ready' }, self.origin);
</script>
</body>
</html>`;
