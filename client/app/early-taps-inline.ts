// The head's inline script: a button tapped before hydration starts is clicked again once the page is
// hydrated (docs/product/address-check.md#before-javascript). From then on React replays events itself,
// and lazy-on-need.tsx holds taps on regions still waiting; typed text, links and forms need no help.
export const EARLY_TAPS_SCRIPT = `(function(){var h=document.documentElement,taps=[];
addEventListener('click',function(e){if(h.dataset.hydrated||!(e.target instanceof Element))return;var b=e.target.closest('#root button');if(!b||b.type==='submit'||b.disabled||taps.indexOf(b)>=0)return;taps.push(b)});
new MutationObserver(function(m,o){if(h.dataset.hydrated!=='true')return;o.disconnect();setTimeout(function(){taps.splice(0).forEach(function(x){if(x.isConnected)x.click()})})}).observe(h,{attributes:true,attributeFilter:['data-hydrated']});
})();`;
