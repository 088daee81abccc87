// The public search form (the notice and FAQ lists, /search): a GET form, so it works without
// JavaScript; with it, the box keeps what was typed while the answer is on its way (useKeywordField).
import { Form } from "@remix-run/react";
import { useKeywordField } from "~/lib/keywordField";
import { SEARCH_KEYWORD_MAX } from "../../functions/schemas/searchRules";

export function SearchBox({
  action,
  id,
  label,
  placeholder,
  keyword,
}: {
  action: string;
  id: string;
  label: string;
  placeholder: string;
  keyword: string;
}) {
  const keywordField = useKeywordField(keyword);
  return (
    <Form method="get" action={action} className="search-box" role="search" onSubmit={keywordField.submitted}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        ref={keywordField.ref}
        id={id}
        name="searchKeyword"
        type="search"
        defaultValue={keyword}
        placeholder={placeholder}
        maxLength={SEARCH_KEYWORD_MAX}
      />
      <button type="submit" className="button-secondary">
        검색
      </button>
    </Form>
  );
}
