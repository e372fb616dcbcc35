// The inline script of the document's head (client/app/document.tsx; nonce'd, like the banner's):
// a tap made before the page's scripts take over is not lost
// (docs/product/address-check.md#before-javascript). It costs the script bundle nothing.
//
// - Plain buttons tapped before hydration starts are recorded once each and clicked once the page
//   is hydrated. client/entry-client.tsx marks the start (html[data-hydrated="false"]) as it hands
//   the page to React: from then on React replays what happens while it hydrates, and
//   client/app/lazy-on-need.tsx holds taps on regions still waiting for their code.
// - Text typed before hydration needs no help here: React keeps a field's value as it hydrates, and
//   the component takes it over (useTextTypedEarly in client/app/lazy-on-need.tsx).
// - Links and form submissions need no help either: the browser follows them, and the address form
//   asks /availability.
export const EARLY_TAPS_SCRIPT = `(function(){var h=document.documentElement,taps=[];
addEventListener('click',function(e){if(h.dataset.hydrated||!(e.target instanceof Element))return;var b=e.target.closest('#root button');if(!b||b.type==='submit'||b.disabled||taps.indexOf(b)>=0)return;taps.push(b)});
new MutationObserver(function(m,o){if(h.dataset.hydrated!=='true')return;o.disconnect();setTimeout(function(){taps.splice(0).forEach(function(x){if(x.isConnected)x.click()})})}).observe(h,{attributes:true,attributeFilter:['data-hydrated']});
})();`;
