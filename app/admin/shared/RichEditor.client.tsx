// The back office's rich-text editor (SPEC §9: height 500) on Lexical. A `.client` module: the
// server build gets an empty stub, and the browser loads it on demand through RichEditor.tsx,
// which shows a placeholder of the same height until then.
import { $generateHtmlFromNodes, $generateNodesFromDOM } from "@lexical/html";
import { $createLinkNode, $isLinkNode, AutoLinkNode, LinkNode, TOGGLE_LINK_COMMAND } from "@lexical/link";
import {
  $isListNode,
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListItemNode,
  ListNode,
  REMOVE_LIST_COMMAND,
} from "@lexical/list";
import { type InitialConfigType, LexicalComposer } from "@lexical/react/LexicalComposer";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { HistoryPlugin } from "@lexical/react/LexicalHistoryPlugin";
import { LinkPlugin } from "@lexical/react/LexicalLinkPlugin";
import { ListPlugin } from "@lexical/react/LexicalListPlugin";
import { OnChangePlugin } from "@lexical/react/LexicalOnChangePlugin";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import { TablePlugin } from "@lexical/react/LexicalTablePlugin";
import { $createHeadingNode, $isHeadingNode, DRAG_DROP_PASTE, HeadingNode, QuoteNode } from "@lexical/rich-text";
import { $setBlocksType } from "@lexical/selection";
import {
  $createTableNodeWithDimensions,
  $deleteTableColumnAtSelection,
  $deleteTableRowAtSelection,
  $findCellNode,
  $findTableNode,
  $insertTableColumnAtNode,
  $insertTableRowAtNode,
  $isTableSelection,
  TableCellNode,
  TableNode,
  TableRowNode,
} from "@lexical/table";
import {
  $dfs,
  $findMatchingParent,
  $getNearestNodeOfType,
  $insertNodeToNearestRoot,
  mergeRegister,
} from "@lexical/utils";
import {
  $applyNodeReplacement,
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isDecoratorNode,
  $isElementNode,
  $isParagraphNode,
  $isRangeSelection,
  $isRootOrShadowRoot,
  COMMAND_PRIORITY_HIGH,
  COMMAND_PRIORITY_LOW,
  DecoratorNode,
  type DOMConversionMap,
  type DOMExportOutput,
  type DOMExportOutputMap,
  type EditorConfig,
  type ElementFormatType,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  isHTMLElement,
  type LexicalEditor,
  type LexicalNode,
  type NodeKey,
  PASTE_COMMAND,
  type ParagraphNode,
  SELECTION_CHANGE_COMMAND,
  type SerializedLexicalNode,
  type Spread,
} from "lexical";
import { type ChangeEvent, type JSX, useCallback, useEffect, useId, useRef, useState } from "react";
import { notifyFailure } from "~/admin/shared/api";
import { client, data } from "~/admin/shared/rpc";
import { notify } from "~/components/notify";
import { shrinkImage } from "~/lib/shrinkImage";
import { EDITOR_HEIGHT, type RichEditorProps } from "./RichEditor";

const UPLOAD_FAILED = "이미지 업로드에 실패했습니다.";
const NOT_A_PICTURE = "그림 파일만 넣을 수 있습니다. 첨부파일은 첨부파일 칸에 올려주세요.";
const droppedPictures = (count: number) =>
  `붙여넣은 그림 ${count}개는 가져올 수 없어 뺐습니다. 이미지 버튼으로 올려주세요.`;

// ---------------------------------------------------------------------------------------------
// ImageNode: an inline <img src alt> (imported from and exported to HTML as a plain <img>).

type SerializedImageNode = Spread<{ src: string; alt: string }, SerializedLexicalNode>;

export class ImageNode extends DecoratorNode<JSX.Element> {
  __src: string;
  __alt: string;

  static override getType(): string {
    return "image";
  }

  static override clone(node: ImageNode): ImageNode {
    return new ImageNode(node.__src, node.__alt, node.__key);
  }

  static override importJSON(json: SerializedImageNode): ImageNode {
    return $createImageNode(json.src, json.alt);
  }

  static override importDOM(): DOMConversionMap | null {
    return {
      img: () => ({
        conversion: (element: HTMLElement) => {
          const img = element as HTMLImageElement;
          const src = img.getAttribute("src");
          return { node: src ? $createImageNode(src, img.getAttribute("alt") ?? "") : null };
        },
        priority: 0,
      }),
    };
  }

  constructor(src: string, alt: string, key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__alt = alt;
  }

  getSrc(): string {
    return this.getLatest().__src;
  }

  setSrc(src: string): void {
    this.getWritable().__src = src;
  }

  override exportJSON(): SerializedImageNode {
    return { ...super.exportJSON(), type: "image", version: 1, src: this.__src, alt: this.__alt };
  }

  override exportDOM(): DOMExportOutput {
    const img = document.createElement("img");
    img.setAttribute("src", this.__src);
    img.setAttribute("alt", this.__alt);
    return { element: img };
  }

  override createDOM(config: EditorConfig): HTMLElement {
    const span = document.createElement("span");
    const className = config.theme.image;
    if (typeof className === "string") span.className = className;
    return span;
  }

  override updateDOM(): false {
    return false;
  }

  override isInline(): boolean {
    return true;
  }

  override decorate(): JSX.Element {
    return <img src={this.__src} alt={this.__alt} />;
  }
}

export function $createImageNode(src: string, alt: string): ImageNode {
  return $applyNodeReplacement(new ImageNode(src, alt));
}

// ---------------------------------------------------------------------------------------------
// Pictures (decision 147): chosen with 이미지, pasted or dropped as files, or carried as data: in
// pasted HTML, all take one path: fitted without metadata (decision 081), then uploaded.

/** Uploads a picture as the 이미지 button does; answers its address, or nothing after a message. */
async function uploadPicture(file: File): Promise<string | undefined> {
  try {
    const sent = await shrinkImage(file, "EDITOR");
    const form = new FormData();
    form.append("image", sent, sent.name);
    // Multipart, streamed by the server (no declared input): the form goes as the body.
    const url = (await data(client.api.image.upload.$post({}, { init: { body: form } }))).url;
    if (url) return url;
    notify(UPLOAD_FAILED, "alert");
  } catch (error) {
    notifyFailure(error, { instead: UPLOAD_FAILED });
  }
  return undefined;
}

type Upload = (file: File) => Promise<string | undefined>;

const isPicture = (file: File) => file.type.startsWith("image/");

/** Puts an uploaded picture at the cursor (at the end when the editor has none). */
function insertPicture(editor: LexicalEditor, src: string, file: File) {
  editor.update(() => {
    if (!$isRangeSelection($getSelection())) $getRoot().selectEnd();
    $insertNodes([$createImageNode(src, file.name.replace(/\.[^.]+$/, ""))]);
  });
}

/**
 * A pasted <img>'s address when it can stay: one of this site's (an uploaded picture, a product
 * page's), made relative. `file:` (Word, 한글), another site's (blocked by the CSP's img-src) or a
 * `blob:` one would show as a broken picture on the site: null.
 */
function ownAddress(src: string): string | null {
  if (!src || src.startsWith("data:")) return null;
  let url: URL;
  try {
    url = new URL(src, window.location.href);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin || !/^https?:$/.test(url.protocol)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** What holds a pasted picture and can go with it (not a table's cell or a list's item). */
const WRAPPER = /^(P|DIV|SPAN|A|B|I|U|STRONG|EM|FONT|CENTER|FIGURE|PICTURE)$/;

/** The bytes of a `data:image/…;base64,` address as a file to upload, or null. */
function pictureOfDataUrl(src: string, index: number): File | null {
  const [, type = "", subtype = "", base64 = ""] =
    /^data:(image\/([\w.-]+)[\w.+-]*)(?:;[\w=.+-]+)*;base64,([\s\S]*)$/i.exec(src) ?? [];
  if (!type) return null;
  try {
    const bytes = Uint8Array.from(atob(base64.replace(/\s/g, "")), (c) => c.charCodeAt(0));
    return new File([bytes], `붙여넣은 그림 ${index}.${subtype.toLowerCase()}`, { type: type.toLowerCase() });
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------

const theme = {
  paragraph: "rte-p",
  heading: { h2: "rte-h2", h3: "rte-h3" },
  list: { ul: "rte-ul", ol: "rte-ol", listitem: "rte-li" },
  link: "rte-link",
  image: "rte-image",
  text: { bold: "rte-bold", italic: "rte-italic", underline: "rte-underline" },
  table: "rte-table",
  tableCell: "rte-cell",
  tableCellHeader: "rte-cell-header",
};

// ---------------------------------------------------------------------------------------------
// Tables (decision 132): price and spec tables, typed, pasted from Excel or 한글, or already in a
// stored post, stay tables.

/**
 * A cell as stored: Lexical writes its own look onto every exported cell (a black border, a 75 px
 * width, top alignment, a grey header, left text). The public page styles tables itself (.prose),
 * so only what the cell itself carries stays.
 */
function $exportTableCell(editor: LexicalEditor, node: LexicalNode): DOMExportOutput {
  const cell = node as TableCellNode;
  const output = cell.exportDOM(editor);
  const element = output.element;
  if (isHTMLElement(element)) {
    const { style } = element;
    style.removeProperty("border");
    if (!cell.getWidth()) style.removeProperty("width");
    if (!cell.getVerticalAlign()) style.removeProperty("vertical-align");
    if (cell.getBackgroundColor() === null) style.removeProperty("background-color");
    const align = cell.getFormatType();
    if (align) style.textAlign = align;
    else style.removeProperty("text-align");
    if (!element.getAttribute("style")) element.removeAttribute("style");
  }
  return output;
}

const htmlExport: DOMExportOutputMap = new Map([[TableCellNode, $exportTableCell]]);

/**
 * What a paste or a drop brings in:
 * - picture files (a screenshot, a photo dragged in; also "이미지 복사", whose HTML only names the
 *   other site's address) are uploaded like a chosen picture; other files get a message;
 * - pasted HTML (Excel, Word, 한글, web pages) loses its style sheet (<style>): Lexical reads only
 *   inline styles, and parsing the sheet under the page's CSP logs a violation;
 * - its `data:` pictures are uploaded and then point to the upload; pictures it cannot bring over
 *   (`file:`, other sites) are taken out with one message, so nothing broken is saved.
 */
function PastePlugin({ upload }: { upload: Upload }) {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    const cleaned = new WeakSet<Event>();

    const putFiles = async (files: File[]) => {
      for (const file of files) {
        const url = await upload(file);
        if (url) insertPicture(editor, url, file);
      }
    };

    /** After the paste: each `data:` picture points to its upload, or goes when that failed. */
    const putDataPictures = async (pictures: Map<string, File>) => {
      for (const [src, file] of pictures) {
        const url = await upload(file);
        editor.update(() => {
          for (const { node } of $dfs()) {
            if (!(node instanceof ImageNode) || node.getSrc() !== src) continue;
            if (url) node.setSrc(url);
            else node.remove();
          }
        });
      }
    };

    return mergeRegister(
      editor.registerCommand(
        DRAG_DROP_PASTE,
        (files) => {
          const pictures = files.filter(isPicture);
          if (pictures.length < files.length) notify(NOT_A_PICTURE, "alert");
          void putFiles(pictures);
          return true;
        },
        COMMAND_PRIORITY_LOW,
      ),
      editor.registerCommand(
        PASTE_COMMAND,
        (event) => {
          const clipboard = event instanceof ClipboardEvent ? event.clipboardData : null;
          if (!clipboard || cleaned.has(event)) return false;
          const html = clipboard.getData("text/html");
          const files = [...clipboard.files];
          if (!/<(style|img)[\s>]/i.test(html)) return false;
          const dom = new DOMParser().parseFromString(
            html.replace(/<style[\s>][\s\S]*?(<\/style>|$)/gi, ""),
            "text/html",
          );
          // "이미지 복사": the file is the picture; the HTML beside it has no text of its own.
          if (files.some(isPicture) && !dom.body.textContent?.trim()) {
            event.preventDefault();
            editor.dispatchCommand(DRAG_DROP_PASTE, files);
            return true;
          }
          let dropped = 0;
          const pictures = new Map<string, File>();
          for (const img of dom.querySelectorAll("img")) {
            const src = img.getAttribute("src")?.trim() ?? "";
            const own = ownAddress(src);
            const picture = own ? null : (pictures.get(src) ?? pictureOfDataUrl(src, pictures.size + 1));
            if (own) img.setAttribute("src", own);
            else if (picture) pictures.set(src, picture);
            else {
              // Its paragraph goes too when nothing else is in it (Word puts each picture in one).
              let gone: Element = img;
              for (let up = img.parentElement; up && WRAPPER.test(up.tagName); up = up.parentElement) {
                if (up.textContent?.trim() || up.querySelectorAll("img").length > 1) break;
                gone = up;
              }
              gone.remove();
              dropped++;
            }
          }
          const clean = new DataTransfer();
          for (const type of clipboard.types) {
            if (type === "Files") continue;
            clean.setData(type, type === "text/html" ? dom.documentElement.outerHTML : clipboard.getData(type));
          }
          event.preventDefault();
          const again = new ClipboardEvent("paste", { clipboardData: clean });
          cleaned.add(again);
          editor.dispatchCommand(PASTE_COMMAND, again);
          if (dropped > 0) notify(droppedPictures(dropped), "alert");
          if (pictures.size > 0) void putDataPictures(pictures);
          return true;
        },
        COMMAND_PRIORITY_HIGH,
      ),
    );
  }, [editor, upload]);
  return null;
}

/** Parses stored HTML into the (empty) root; inline nodes at the top level go into paragraphs. */
function $loadHtml(editor: LexicalEditor, html: string) {
  const root = $getRoot();
  root.clear();
  if (html.trim()) {
    const dom = new DOMParser().parseFromString(html, "text/html");
    const nodes = $generateNodesFromDOM(editor, dom);
    let paragraph: ParagraphNode | null = null;
    for (const node of nodes) {
      const block = ($isElementNode(node) || $isDecoratorNode(node)) && !node.isInline();
      if (block) {
        paragraph = null;
        root.append(node);
      } else {
        if (!paragraph) {
          paragraph = $createParagraphNode();
          root.append(paragraph);
        }
        paragraph.append(node);
      }
    }
  }
  if (root.getChildrenSize() === 0) root.append($createParagraphNode());
}

/** The HTML of the document, or "" when it is one empty paragraph. */
function $currentHtml(editor: LexicalEditor): string {
  const root = $getRoot();
  const first = root.getFirstChild();
  if (root.getChildrenSize() === 1 && $isParagraphNode(first) && first.getChildrenSize() === 0) return "";
  return $generateHtmlFromNodes(editor, null);
}

type BlockType = "paragraph" | "h2" | "h3" | "ul" | "ol" | "other";

interface ToolbarState {
  block: BlockType;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  link: boolean;
  align: ElementFormatType;
  /** The cursor (or a cell selection) is in a table: its tools are shown, 표 삽입 is not. */
  table: boolean;
}

const INITIAL_TOOLBAR: ToolbarState = {
  block: "paragraph",
  bold: false,
  italic: false,
  underline: false,
  link: false,
  align: "left",
  table: false,
};

function normalizeUrl(raw: string): string | null {
  const url = raw.trim();
  if (!url) return null;
  if (/^(https?:|mailto:|tel:|\/|#)/i.test(url)) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return null; // javascript:, data: … are refused
  return `https://${url}`;
}

const validateUrl = (url: string) => normalizeUrl(url) === url;

/**
 * A tool's name for assistive technology: the letters it shows ("H2", "1.") first when its Korean
 * label does not contain them, so a voice-control user can say what they see (WCAG 2.5.3, "label
 * in name"). Symbols (•, ⇤) are not said as words and stay out.
 */
function accessibleName(label: string, shown: string): string {
  return /[0-9A-Za-z]/.test(shown) && !label.includes(shown) ? `${shown} ${label}` : label;
}

function Toolbar({ editor, uploading, upload }: { editor: LexicalEditor; uploading: boolean; upload: Upload }) {
  const [state, setState] = useState<ToolbarState>(INITIAL_TOOLBAR);
  const fileRef = useRef<HTMLInputElement>(null);
  const fileId = useId();

  const refresh = useCallback(() => {
    const selection = $getSelection();
    if ($isTableSelection(selection)) {
      setState((current) => ({ ...current, table: true }));
      return;
    }
    if (!$isRangeSelection(selection)) return;
    const anchor = selection.anchor.getNode();
    let top =
      anchor.getKey() === "root"
        ? anchor
        : $findMatchingParent(anchor, (n) => {
            const parent = n.getParent();
            return parent !== null && $isRootOrShadowRoot(parent);
          });
    if (top === null) top = anchor.getTopLevelElementOrThrow();
    let block: BlockType = "other";
    if ($isListNode(top)) {
      const list = $getNearestNodeOfType(anchor, ListNode);
      block = (list ?? top).getListType() === "number" ? "ol" : "ul";
    } else if ($isHeadingNode(top)) {
      const tag = top.getTag();
      block = tag === "h2" || tag === "h3" ? tag : "other";
    } else if ($isParagraphNode(top)) block = "paragraph";
    const node = anchor;
    const parent = node.getParent();
    const link = $isLinkNode(parent) || $isLinkNode(node);
    // Alignment belongs to the nearest block (a paragraph, a heading or a list item).
    const alignBlock =
      $isElementNode(anchor) && !anchor.isInline()
        ? anchor
        : $findMatchingParent(anchor, (n) => $isElementNode(n) && !n.isInline());
    const format = ($isElementNode(alignBlock) ? alignBlock.getFormatType() : "") || "left";
    setState({
      block,
      bold: selection.hasFormat("bold"),
      italic: selection.hasFormat("italic"),
      underline: selection.hasFormat("underline"),
      link,
      align: format === "start" ? "left" : format === "end" ? "right" : format,
      table: $findTableNode(anchor) !== null,
    });
  }, []);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) => editorState.read(refresh)),
        editor.registerCommand(
          SELECTION_CHANGE_COMMAND,
          () => {
            refresh();
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor, refresh],
  );

  const heading = (tag: "h2" | "h3") => {
    editor.update(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      if (state.block === tag) $setBlocksType(selection, () => $createParagraphNode());
      else $setBlocksType(selection, () => $createHeadingNode(tag));
    });
    editor.focus();
  };

  const list = (type: "ul" | "ol") => {
    if (state.block === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else editor.dispatchCommand(type === "ul" ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined);
    editor.focus();
  };

  const insertLink = () => {
    const answer = window.prompt("링크 주소(URL)를 입력해주세요.", "https://");
    if (answer === null) return;
    const url = normalizeUrl(answer);
    if (!url || url === "https://") {
      notify("올바른 링크 주소를 입력해주세요.", "alert");
      return;
    }
    editor.update(() => {
      let selection = $getSelection();
      if (!$isRangeSelection(selection)) {
        $getRoot().selectEnd();
        selection = $getSelection();
      }
      if ($isRangeSelection(selection) && selection.isCollapsed()) {
        $insertNodes([$createLinkNode(url).append($createTextNode(url))]);
      } else {
        editor.dispatchCommand(TOGGLE_LINK_COMMAND, url);
      }
    });
    editor.focus();
  };

  const removeLink = () => {
    editor.dispatchCommand(TOGGLE_LINK_COMMAND, null);
    editor.focus();
  };

  const insertTable = () => {
    editor.update(() => {
      if (!$isRangeSelection($getSelection())) $getRoot().selectEnd();
      // A header row over two rows: the usual price or spec table, grown with the table tools.
      const table = $insertNodeToNearestRoot($createTableNodeWithDimensions(3, 3, { rows: true, columns: false }));
      table.getFirstDescendant()?.selectStart();
    });
    editor.focus();
  };

  /** Runs a table tool on the cell the cursor (or a cell selection's focus) is in. */
  const tableTool = (tool: (cell: TableCellNode) => void) => {
    editor.update(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection) && !$isTableSelection(selection)) return;
      const cell = $findCellNode(selection.focus.getNode());
      if (cell) tool(cell);
    });
    editor.focus();
  };

  // A new row or column takes the cursor, so what is typed next goes into it.
  const addRow = () =>
    tableTool((cell) => {
      const row = $insertTableRowAtNode(cell, true);
      row?.getFirstDescendant()?.selectStart();
    });
  const addColumn = () =>
    tableTool((cell) => {
      $insertTableColumnAtNode(cell, true, false);
      cell.getNextSibling()?.selectStart();
    });
  const removeRow = () => tableTool(() => $deleteTableRowAtSelection());
  const removeColumn = () => tableTool(() => $deleteTableColumnAtSelection());
  const removeTable = () => {
    const holdsText = editor.read(() => {
      const selection = $getSelection();
      const node = $isRangeSelection(selection) || $isTableSelection(selection) ? selection.focus.getNode() : null;
      return Boolean(node && $findTableNode(node)?.getTextContent().trim());
    });
    if (holdsText && !window.confirm("표를 삭제하시겠습니까? 표 안의 내용도 함께 삭제됩니다.")) return;
    tableTool((cell) => {
      const table = $findTableNode(cell);
      if (!table) return;
      const next = table.getNextSibling();
      const previous = table.getPreviousSibling();
      if (next) next.selectStart();
      else if (previous) previous.selectEnd();
      else table.insertAfter($createParagraphNode()).selectStart();
      table.remove();
    });
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    if (!isPicture(file)) {
      notify("이미지 파일만 첨부할 수 있습니다.", "alert");
      return;
    }
    const url = await upload(file);
    if (url) insertPicture(editor, url, file);
  };

  const button = (label: string, text: string, pressed: boolean | undefined, onClick: () => void, disabled = false) => (
    <button
      type="button"
      className="rte-btn"
      aria-label={accessibleName(label, text)}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault() /* keep the editor's selection */}
      onClick={onClick}
    >
      {text}
    </button>
  );

  return (
    <div className="rte-toolbar" role="toolbar" aria-label="편집 도구">
      {button("제목 2", "H2", state.block === "h2", () => heading("h2"))}
      {button("제목 3", "H3", state.block === "h3", () => heading("h3"))}
      <span className="rte-sep" aria-hidden="true" />
      {button("굵게", "B", state.bold, () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "bold"))}
      {button("기울임", "I", state.italic, () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "italic"))}
      {button("밑줄", "U", state.underline, () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "underline"))}
      <span className="rte-sep" aria-hidden="true" />
      {button("글머리 기호 목록", "•", state.block === "ul", () => list("ul"))}
      {button("번호 매기기 목록", "1.", state.block === "ol", () => list("ol"))}
      <span className="rte-sep" aria-hidden="true" />
      {button("링크 삽입", "링크", undefined, insertLink)}
      {button("링크 해제", "링크 해제", undefined, removeLink, !state.link)}
      <span className="rte-sep" aria-hidden="true" />
      {button("왼쪽 정렬", "⇤", state.align === "left" || state.align === "", () =>
        editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, "left"),
      )}
      {button("가운데 정렬", "↔", state.align === "center", () =>
        editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, "center"),
      )}
      {button("오른쪽 정렬", "⇥", state.align === "right", () =>
        editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, "right"),
      )}
      <span className="rte-sep" aria-hidden="true" />
      {button(
        uploading ? "이미지 업로드 중" : "이미지 삽입",
        uploading ? "업로드 중…" : "이미지",
        undefined,
        () => fileRef.current?.click(),
        uploading,
      )}
      {button("표 삽입", "표", undefined, insertTable, state.table)}
      <label htmlFor={fileId} className="visually-hidden">
        이미지 파일 선택
      </label>
      <input
        id={fileId}
        ref={fileRef}
        className="visually-hidden"
        type="file"
        accept="image/*"
        tabIndex={-1}
        onChange={onFile}
      />
      {state.table && (
        // biome-ignore lint/a11y/useSemanticElements: a group of tools inside the toolbar, not a form's fieldset
        <div className="rte-table-tools" role="group" aria-label="표 편집">
          {button("행 추가", "행 추가", undefined, addRow)}
          {button("열 추가", "열 추가", undefined, addColumn)}
          {button("행 삭제", "행 삭제", undefined, removeRow)}
          {button("열 삭제", "열 삭제", undefined, removeColumn)}
          {button("표 삭제", "표 삭제", undefined, removeTable)}
        </div>
      )}
    </div>
  );
}

function ToolbarPlugin(props: { uploading: boolean; upload: Upload }) {
  const [editor] = useLexicalComposerContext();
  return <Toolbar editor={editor} {...props} />;
}

export default function LexicalRichEditor({ label, initialHtml, onChange }: RichEditorProps) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // Pictures being uploaded, from the button, a paste or a drop: the button says so meanwhile.
  const [uploads, setUploads] = useState(0);
  const upload = useCallback<Upload>(async (file) => {
    setUploads((n) => n + 1);
    try {
      return await uploadPicture(file);
    } finally {
      setUploads((n) => n - 1);
    }
  }, []);
  // The initial HTML is read once, when the editor is created.
  const [initialConfig] = useState<InitialConfigType>(() => ({
    namespace: "admin-rich-editor",
    theme,
    nodes: [
      HeadingNode,
      QuoteNode,
      ListNode,
      ListItemNode,
      LinkNode,
      AutoLinkNode,
      ImageNode,
      TableNode,
      TableRowNode,
      TableCellNode,
    ],
    html: { export: htmlExport },
    onError: (error: Error) => {
      console.warn(error);
    },
    editorState: (editor: LexicalEditor) => $loadHtml(editor, initialHtml),
  }));

  return (
    <div className="rte" style={{ height: EDITOR_HEIGHT }}>
      <LexicalComposer initialConfig={initialConfig}>
        <ToolbarPlugin uploading={uploads > 0} upload={upload} />
        <div className="rte-scroll">
          <RichTextPlugin
            // An explicit tab stop: with long content the scroll box around it must hold a focusable
            // element as axe (and keyboard users) see it.
            contentEditable={<ContentEditable className="rte-content" ariaLabel={label} tabIndex={0} />}
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={validateUrl} />
        {/* Merged cells and cell colours, as stored or pasted, are kept. A wide table scrolls with
            the editor's box (.rte-scroll), not in a box of its own: that box has the editor's tab
            stop, a table's own would have none (axe: scrollable-region-focusable). */}
        <TablePlugin />
        <PastePlugin upload={upload} />
        <OnChangePlugin
          ignoreSelectionChange
          onChange={(_state, editor) => {
            onChangeRef.current(editor.read(() => $currentHtml(editor)));
          }}
        />
      </LexicalComposer>
    </div>
  );
}
