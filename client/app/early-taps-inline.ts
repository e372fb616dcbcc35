// The inline script of the document's head (nonce'd, like the banner's): a plain button tapped before
// hydration starts is recorded once and clicked once the page is hydrated, so the tap is not lost
// (docs/product/address-check.md#before-javascript), at no cost to the script bundle. From the start of
// hydration (html[data-hydrated="false"], client/entry-client.tsx) React replays events itself and
// client/app/lazy-on-need.tsx holds taps on regions still waiting for their code. Typed text, links and
// form submissions need no help: React keeps a field's value, and the browser follows the rest.
export const EARLY_TAPS_SCRIPT = `(function(){var h=document.documentElement,taps=[];
addEventListener('click',function(e){if(h.dataset.hydrated||!(e.target instanceof Element))return;var b=e.target.closest('#root button');if(!b||b.type==='submit'||b.disabled||taps.indexOf(b)>=0)return;taps.push(b)});
new MutationObserver(function(m,o){if(h.dataset.hydrated!=='true')return;o.disconnect();setTimeout(function(){taps.splice(0).forEach(function(x){if(x.isConnected)x.click()})})}).observe(h,{attributes:true,attributeFilter:['data-hydrated']});
})();`;
