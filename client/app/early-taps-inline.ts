// The inline script of the document's head (client/app/document.tsx; nonce'd, like the banner's):
// what a visitor does before the page's scripts take over is not lost
// (docs/product/address-check.md#before-javascript). It costs the script bundle nothing.
//
// - Plain buttons tapped before hydration starts are recorded once each and clicked once the page
//   is hydrated. Hydration has started once React has marked #root as its container (its
//   `__reactContainer…` key): from then on React replays what happens while it hydrates, and
//   client/app/lazy-on-need.tsx holds taps on regions still waiting for their code.
// - Text typed into the page's fields until it is hydrated is recorded. React keeps the server's
//   value in its state and sets it back on its next render, so once hydrated, a field found back at
//   its server value gets the typed text as the change it was: set back through React's tracked
//   setter, the text through the element's own setter, then an `input` event (as lazy-on-need does
//   for a region's fields). A field in a region still waiting for its code keeps its text and is
//   left to lazy-on-need. Checked again a little later, in case React's render comes after.
// - Links and form submissions need no help: the browser follows them, and the address form asks
//   /availability.
export const EARLY_TAPS_SCRIPT = `(function(){var h=document.documentElement,taps=[],typed=new Map();
function started(){var r=document.getElementById('root');return!r||Object.keys(r).some(function(k){return k.indexOf('__reactContainer')===0})}
addEventListener('click',function(e){if(started()||!(e.target instanceof Element))return;var b=e.target.closest('#root button');if(!b||b.type==='submit'||b.disabled||taps.indexOf(b)>=0)return;taps.push(b)});
addEventListener('input',function(e){var f=e.target;if(h.dataset.hydrated||!(f instanceof Element)||!f.matches('#root input,#root textarea'))return;typed.set(f,f.value)},true);
function restore(){typed.forEach(function(t,f){if(!f.isConnected||f.value!==f.defaultValue||t===f.defaultValue)return;var d=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(f),'value');if(!d||!d.set)return;f.value=f.defaultValue;d.set.call(f,t);f.dispatchEvent(new Event('input',{bubbles:true}));typed.delete(f)})}
new MutationObserver(function(m,o){if(!h.dataset.hydrated)return;o.disconnect();setTimeout(function(){restore();setTimeout(function(){var b=taps.splice(0);b.forEach(function(x){if(x.isConnected)x.click()})})});setTimeout(restore,150);setTimeout(function(){restore();typed.clear()},600)}).observe(h,{attributes:true,attributeFilter:['data-hydrated']});
})();`;
