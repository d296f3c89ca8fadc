// A page whose island lists prices builds the money formatter ahead of them: a page's first Intl
// formatter costs about 30 ms (the platform loads its locale data), and built here, in a task of
// its own while the list's answer is on its way, it is not added to the render that shows them.
import { nextTask, prepareMoneyFormat } from '@rdc/core';
import { documentLocale } from '../locale';

// A task after the frame's chunk, which this module's import evaluates in the same task.
void nextTask().then(() => prepareMoneyFormat(documentLocale()));
